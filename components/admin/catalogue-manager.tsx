'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { type NameTranslations, TRANSLATED_LOCALES } from '@/lib/catalog/translations';
import { type ApiResult, apiFetch } from '@/lib/http/api-client';
import { CatalogueFormSection, FormActions, useFocusAfterRender } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { toastResult } from './catalogue-toast';
import { ImagePicker, useImagePicker } from './image-picker';
import { useCatalogueList } from './use-catalogue-list';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

/** A category or subcategory: a name (in Sinhala and Tamil too, where written) and one image. */
type PicturedItem = { id: string; name: string; image: string | null; translations?: NameTranslations };

/** The form's names: English, required; Sinhala and Tamil, where blank the shop shows the English one. */
type NamedValues = FieldValues & { name: string; name_si?: string; name_ta?: string };

/** The name fields of an item, or of the empty form for null. */
export const namesOf = (item: PicturedItem | null): Pick<NamedValues, 'name' | 'name_si' | 'name_ta'> => ({
  name: item?.name ?? '',
  name_si: item?.translations?.si?.name ?? '',
  name_ta: item?.translations?.ta?.name ?? '',
});

/**
 * The calls of one kind of item: it is created at `${path}/create` and updated at `${path}/update/<id>`; search
 * and delete differ by kind. Every reply is read back into the domain type with `fromJson`.
 */
export type CatalogueApi<T, J> = {
  path: string;
  search: (name: string) => Promise<ApiResult<J>>;
  remove: (item: T) => Promise<ApiResult<unknown>>;
  fromJson: (json: J) => T;
};

type CatalogueManagerProps<T extends PicturedItem, V extends NamedValues, J> = {
  items: T[];
  /**
   * The kind of item: its words (every heading, label, button and toast, and `imageRequired`, the message when the
   * image is missing) are `admin.catalogue.<kind>`; the name and other fields say their own.
   */
  kind: 'category' | 'subcategory';
  resolver: Resolver<V>;
  /** The form's values for an item, or the empty form for null. */
  valuesOf: (item: T | null) => V;
  formData: (values: V, image: File | undefined) => FormData;
  /** The fields after the name, such as the subcategory's category. */
  extraFields?: (form: UseFormReturn<V>) => ReactNode;
  api: CatalogueApi<T, J>;
  /** A line under the item's name on its card. */
  cardDetail?: (item: T) => ReactNode;
  /** What the delete confirmation says of the item. */
  deleteWarning: (item: T | null) => ReactNode;
  toastDuration?: number;
};

/**
 * Manage Categories and Manage Subcategories: search by name, the create/edit form (the name, the kind's own
 * fields and one image, all required; an edited item's saved image counts), and the grid with Edit and Delete.
 */
export function CatalogueManager<T extends PicturedItem, V extends NamedValues, J>({
  items,
  kind,
  resolver,
  valuesOf,
  formData,
  extraFields,
  api,
  cardDetail,
  deleteWarning,
  toastDuration,
}: CatalogueManagerProps<T, V, J>) {
  const t = useTranslations('admin.catalogue');
  // The product form's labels of the same fields.
  const tNames = useTranslations('admin.products.form');
  const list = useCatalogueList({
    server: { items },
    // The API's search answers with the one item of that name (or the first containing it).
    fetchMatch: api.search,
    fromJson: api.fromJson,
    texts: { searchFailed: t(`${kind}.searchFailed`) },
    toastDuration,
  });
  const [editing, setEditing] = useState<T | null>(null);
  const picker = useImagePicker('single');
  const form = useForm<V>({ resolver, defaultValues: valuesOf(null) as DefaultValues<V> });
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const nameField = 'name' as Path<V>;
  const focusName = useFocusAfterRender(() => setFocus(nameField));

  function startEdit(item: T) {
    setEditing(item);
    reset(valuesOf(item));
    picker.reset([item.image]);
    focusName();
  }

  function backToCreate() {
    setEditing(null);
    reset(valuesOf(null));
    picker.reset();
  }

  const imageMissing = () => {
    if (picker.count > 0) return false;
    picker.setMessage(t(`${kind}.imageRequired`));
    return true;
  };

  const save = handleSubmit(async (values) => {
    if (imageMissing()) return;
    const form = formData(values, picker.added[0]?.file);
    const result = editing
      ? await apiFetch<J>(`${api.path}/update/${encodeURIComponent(editing.id)}`, { method: 'PUT', form })
      : await apiFetch<J>(`${api.path}/create`, { form });
    const ok = toastResult(
      result,
      { success: editing ? t(`${kind}.updated`) : t(`${kind}.created`), failure: t(`${kind}.saveFailed`) },
      toastDuration,
    );
    if (!ok) {
      if (result.status === 404) list.refresh();
      return;
    }
    list.saved(result.data === undefined ? undefined : api.fromJson(result.data), editing === null);
    backToCreate();
  }, imageMissing);

  const deletion = useConfirmedDelete<T>({
    request: api.remove,
    texts: { success: t(`${kind}.deleted`), failure: t(`${kind}.deleteFailed`) },
    toastDuration,
    onGone: (item) => {
      if (editing?.id === item.id) backToCreate();
      list.gone(item.id);
    },
  });

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? t(`${kind}.edit`) : t(`${kind}.add`)} editingName={editing?.name}>
        {(headingId) => (
          <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-xl space-y-5">
            <FormField label={t(`${kind}.name`)} error={errors.name?.message as string | undefined}>
              {(control) => <TextInput {...control} type="text" autoComplete="off" {...register(nameField)} />}
            </FormField>
            {TRANSLATED_LOCALES.map((locale) => (
              <FormField key={locale} label={tNames(`translatedName.${locale}`)} error={errors[`name_${locale}`]?.message as string | undefined}>
                {(control) => <TextInput {...control} type="text" autoComplete="off" lang={locale} {...register(`name_${locale}` as Path<V>)} />}
              </FormField>
            ))}
            {extraFields?.(form)}
            <ImagePicker picker={picker} label={t('image')} disabled={isSubmitting} />
            <FormActions
              editing={editing !== null}
              pending={isSubmitting}
              createLabel={t(`${kind}.create`)}
              updateLabel={t(`${kind}.update`)}
              onCancel={() => {
                backToCreate();
                focusName();
              }}
            />
          </form>
        )}
      </CatalogueFormSection>

      <section aria-labelledby={`${kind}-list-heading`} className="space-y-4">
        <h2 id={`${kind}-list-heading`} className="text-lg font-semibold text-gray-900">
          {t(`${kind}.all`)}
        </h2>
        <CatalogueSearch
          label={t(`${kind}.searchLabel`)}
          placeholder={t(`${kind}.searchPlaceholder`)}
          query={list.query}
          onQueryChange={list.setQuery}
          onSearch={(term) => void list.search(term)}
          busy={list.searching}
          shownTerm={list.term}
          shownCount={list.items.length}
        />
        <CatalogueGrid label={t(`${kind}.listLabel`)} emptyMessage={t(`${kind}.empty`)} count={list.items.length}>
          {list.items.map((item) => (
            <CatalogueCard
              key={item.id}
              name={item.name}
              image={item.image}
              detail={cardDetail?.(item)}
              editing={editing?.id === item.id}
              busy={deletion.busy && deletion.target?.id === item.id}
              onEdit={() => startEdit(item)}
              onDelete={() => deletion.ask(item)}
            />
          ))}
        </CatalogueGrid>
      </section>

      <DeleteDialog flow={deletion} title={t(`${kind}.deleteTitle`)} confirmLabel={t(`${kind}.deleteConfirm`)}>
        {deleteWarning(deletion.target)}
      </DeleteDialog>
    </div>
  );
}
