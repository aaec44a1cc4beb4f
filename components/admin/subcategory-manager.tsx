'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectInput } from '@/components/ui/select-input';
import { TextInput } from '@/components/ui/text-input';
import type { CategoryJson, SubcategoryJson } from '@/lib/catalog/catalog-json';
import { SUBCATEGORY_REQUIRED, subcategoryFormSchema } from '@/lib/catalog/schemas';
import { apiFetch } from '@/lib/http/api-client';
import { subcategoryFormData } from './catalogue-form-data';
import { CatalogueFormSection, FormActions, useFocusAfterRender } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { toastResult } from './catalogue-toast';
import { ImagePicker, useImagePicker } from './image-picker';
import { useCatalogueList } from './use-catalogue-list';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

/** SPEC.md: toasts on this screen last 3 seconds (4 elsewhere). */
const TOAST_DURATION = 3000;

type SubcategoryManagerProps = { subcategories: SubcategoryJson[]; categories: CategoryJson[] };

/** Manage Subcategories: search by name, the create/edit form with its category, and the grid with Edit and Delete. */
export function SubcategoryManager({ subcategories, categories }: SubcategoryManagerProps) {
  const list = useCatalogueList<SubcategoryJson>({
    server: { items: subcategories },
    // The API's search answers with the one subcategory of that name (or the first containing it).
    fetchMatch: (name) => apiFetch(`/api/subcategory/search/${encodeURIComponent(name)}`),
    readMatch: (result) => (result.data ? [result.data as SubcategoryJson] : []),
    texts: { searchFailed: 'Error searching subcategory' },
    toastDuration: TOAST_DURATION,
  });
  const [editing, setEditing] = useState<SubcategoryJson | null>(null);
  const picker = useImagePicker('single');
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(subcategoryFormSchema), defaultValues: { name: '', categoryId: '' } });
  const focusName = useFocusAfterRender(() => setFocus('name'));

  function startEdit(subcategory: SubcategoryJson) {
    setEditing(subcategory);
    reset({ name: subcategory.name, categoryId: subcategory.categoryId._id });
    picker.reset([subcategory.image]);
    focusName();
  }

  function backToCreate() {
    setEditing(null);
    reset({ name: '', categoryId: '' });
    picker.reset();
  }

  // Name, category and image are all required; an edited subcategory's saved image counts.
  const imageMissing = () => {
    if (picker.count > 0) return false;
    picker.setMessage(SUBCATEGORY_REQUIRED);
    return true;
  };

  const save = handleSubmit(async (values) => {
    if (imageMissing()) return;
    const form = subcategoryFormData(values, picker.added[0]?.file);
    const result = editing
      ? await apiFetch<SubcategoryJson>(`/api/subcategory/update/${encodeURIComponent(editing._id)}`, { method: 'PUT', form })
      : await apiFetch<SubcategoryJson>('/api/subcategory/create', { form });
    const ok = toastResult(
      result,
      { success: editing ? 'Subcategory updated' : 'Subcategory created', failure: 'Error saving subcategory' },
      TOAST_DURATION,
    );
    if (!ok) {
      if (result.status === 404) list.refresh();
      return;
    }
    list.saved(result.data, editing === null);
    backToCreate();
  }, imageMissing);

  const deletion = useConfirmedDelete<SubcategoryJson>({
    request: (subcategory) => apiFetch(`/api/subcategory/delete/${encodeURIComponent(subcategory._id)}`, { method: 'DELETE' }),
    texts: { success: 'Subcategory deleted', failure: 'Error deleting subcategory' },
    toastDuration: TOAST_DURATION,
    onGone: (subcategory) => {
      if (editing?._id === subcategory._id) backToCreate();
      list.gone(subcategory._id);
    },
  });

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? 'Edit Subcategory' : 'Add Subcategory'} editingName={editing?.name}>
        {(headingId) => (
          <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-xl space-y-5">
            <FormField label="Subcategory name" error={errors.name?.message}>
              {(control) => <TextInput {...control} type="text" autoComplete="off" {...register('name')} />}
            </FormField>
            <FormField label="Category" error={errors.categoryId?.message}>
              {(control) => (
                <SelectInput {...control} {...register('categoryId')}>
                  <option value="">Select a category</option>
                  {categories.map((category) => (
                    <option key={category._id} value={category._id}>
                      {category.name}
                    </option>
                  ))}
                </SelectInput>
              )}
            </FormField>
            <ImagePicker picker={picker} label="Image" disabled={isSubmitting} />
            <FormActions
              editing={editing !== null}
              pending={isSubmitting}
              createLabel="Create Subcategory"
              updateLabel="Update Subcategory"
              onCancel={() => {
                backToCreate();
                focusName();
              }}
            />
          </form>
        )}
      </CatalogueFormSection>

      <section aria-labelledby="subcategory-list-heading" className="space-y-4">
        <h2 id="subcategory-list-heading" className="text-lg font-semibold text-gray-900">
          All Subcategories
        </h2>
        <CatalogueSearch
          label="Search subcategories by name"
          placeholder="Search subcategories..."
          query={list.query}
          onQueryChange={list.setQuery}
          onSearch={(term) => void list.search(term)}
          busy={list.searching}
          shownTerm={list.term}
          shownCount={list.items.length}
        />
        <CatalogueGrid label="Subcategories" emptyMessage="No subcategories found" count={list.items.length}>
          {list.items.map((subcategory) => (
            <CatalogueCard
              key={subcategory._id}
              name={subcategory.name}
              image={subcategory.image}
              detail={
                <>
                  <span className="sr-only">Category: </span>
                  {subcategory.categoryId.name}
                </>
              }
              editing={editing?._id === subcategory._id}
              busy={deletion.busy && deletion.target?._id === subcategory._id}
              onEdit={() => startEdit(subcategory)}
              onDelete={() => deletion.ask(subcategory)}
            />
          ))}
        </CatalogueGrid>
      </section>

      <DeleteDialog flow={deletion} title="Delete this subcategory?" confirmLabel="Delete subcategory">
        <p>
          <strong className="font-semibold text-gray-900">{deletion.target?.name}</strong> (in{' '}
          {deletion.target?.categoryId.name}) and its image are removed from the shop. It cannot be undone.
        </p>
        <p>A subcategory that still has products cannot be deleted: move or delete them first.</p>
      </DeleteDialog>
    </div>
  );
}
