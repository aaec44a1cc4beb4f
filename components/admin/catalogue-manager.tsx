'use client';

import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { type ApiResult, apiFetch } from '@/lib/http/api-client';
import { CatalogueFormSection, FormActions, useFocusAfterRender } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { toastResult } from './catalogue-toast';
import { ImagePicker, useImagePicker } from './image-picker';
import { useCatalogueList } from './use-catalogue-list';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

/** A category or subcategory: a name and one image. */
type PicturedItem = { id: string; name: string; image: string | null };

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

type CatalogueManagerProps<T extends PicturedItem, V extends FieldValues & { name: string }, J> = {
  items: T[];
  /**
   * The screen's words: `noun` and `plural` ('Category', 'Categories') make every heading, label, button and toast;
   * `imageRequired` is the message when the image is missing (the name and other fields say their own).
   */
  words: { noun: string; plural: string; imageRequired: string };
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
export function CatalogueManager<T extends PicturedItem, V extends FieldValues & { name: string }, J>({
  items,
  words: { noun, plural, imageRequired },
  resolver,
  valuesOf,
  formData,
  extraFields,
  api,
  cardDetail,
  deleteWarning,
  toastDuration,
}: CatalogueManagerProps<T, V, J>) {
  const one = noun.toLowerCase();
  const many = plural.toLowerCase();
  const list = useCatalogueList({
    server: { items },
    // The API's search answers with the one item of that name (or the first containing it).
    fetchMatch: api.search,
    fromJson: api.fromJson,
    texts: { searchFailed: `Error searching ${one}` },
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
    picker.setMessage(imageRequired);
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
      { success: editing ? `${noun} updated` : `${noun} created`, failure: `Error saving ${one}` },
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
    texts: { success: `${noun} deleted`, failure: `Error deleting ${one}` },
    toastDuration,
    onGone: (item) => {
      if (editing?.id === item.id) backToCreate();
      list.gone(item.id);
    },
  });

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? `Edit ${noun}` : `Add ${noun}`} editingName={editing?.name}>
        {(headingId) => (
          <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-xl space-y-5">
            <FormField label={`${noun} name`} error={errors.name?.message as string | undefined}>
              {(control) => <TextInput {...control} type="text" autoComplete="off" {...register(nameField)} />}
            </FormField>
            {extraFields?.(form)}
            <ImagePicker picker={picker} label="Image" disabled={isSubmitting} />
            <FormActions
              editing={editing !== null}
              pending={isSubmitting}
              createLabel={`Create ${noun}`}
              updateLabel={`Update ${noun}`}
              onCancel={() => {
                backToCreate();
                focusName();
              }}
            />
          </form>
        )}
      </CatalogueFormSection>

      <section aria-labelledby={`${one}-list-heading`} className="space-y-4">
        <h2 id={`${one}-list-heading`} className="text-lg font-semibold text-gray-900">
          {`All ${plural}`}
        </h2>
        <CatalogueSearch
          label={`Search ${many} by name`}
          placeholder={`Search ${many}...`}
          query={list.query}
          onQueryChange={list.setQuery}
          onSearch={(term) => void list.search(term)}
          busy={list.searching}
          shownTerm={list.term}
          shownCount={list.items.length}
        />
        <CatalogueGrid label={plural} emptyMessage={`No ${many} found`} count={list.items.length}>
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

      <DeleteDialog flow={deletion} title={`Delete this ${one}?`} confirmLabel={`Delete ${one}`}>
        {deleteWarning(deletion.target)}
      </DeleteDialog>
    </div>
  );
}
