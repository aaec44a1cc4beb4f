'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import type { CategoryJson } from '@/lib/catalog/catalog-json';
import { CATEGORY_REQUIRED, categoryFormSchema } from '@/lib/catalog/schemas';
import { apiFetch } from '@/lib/http/api-client';
import { categoryFormData } from './catalogue-form-data';
import { CatalogueFormSection, FormActions, useFocusAfterRender } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { toastResult } from './catalogue-toast';
import { ImagePicker, useImagePicker } from './image-picker';
import { useCatalogueList } from './use-catalogue-list';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

/** Manage Categories: search by name, the create/edit form, and the grid with Edit and Delete. */
export function CategoryManager({ categories }: { categories: CategoryJson[] }) {
  const list = useCatalogueList<CategoryJson>({
    server: { items: categories },
    // The API's search answers with the one category of that name (or the first containing it).
    fetchMatch: (name) => apiFetch('/api/category/search', { json: { name } }),
    readMatch: (result) => (result.data ? [result.data as CategoryJson] : []),
    texts: { searchFailed: 'Error searching category' },
  });
  const [editing, setEditing] = useState<CategoryJson | null>(null);
  const picker = useImagePicker('single');
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(categoryFormSchema), defaultValues: { name: '' } });
  const focusName = useFocusAfterRender(() => setFocus('name'));

  function startEdit(category: CategoryJson) {
    setEditing(category);
    reset({ name: category.name });
    picker.reset([category.image]);
    focusName();
  }

  function backToCreate() {
    setEditing(null);
    reset({ name: '' });
    picker.reset();
  }

  // Name and image are both required; an edited category's saved image counts.
  const imageMissing = () => {
    if (picker.count > 0) return false;
    picker.setMessage(CATEGORY_REQUIRED);
    return true;
  };

  const save = handleSubmit(async (values) => {
    if (imageMissing()) return;
    const form = categoryFormData(values, picker.added[0]?.file);
    const result = editing
      ? await apiFetch<CategoryJson>(`/api/category/update/${encodeURIComponent(editing._id)}`, { method: 'PUT', form })
      : await apiFetch<CategoryJson>('/api/category/create', { form });
    const ok = toastResult(result, {
      success: editing ? 'Category updated' : 'Category created',
      failure: 'Error saving category',
    });
    if (!ok) {
      if (result.status === 404) list.refresh();
      return;
    }
    list.saved(result.data, editing === null);
    backToCreate();
  }, imageMissing);

  const deletion = useConfirmedDelete<CategoryJson>({
    // SPEC.md names the category in the body.
    request: (category) => apiFetch('/api/category/delete', { method: 'DELETE', json: { name: category.name } }),
    texts: { success: 'Category deleted', failure: 'Error deleting category' },
    onGone: (category) => {
      if (editing?._id === category._id) backToCreate();
      list.gone(category._id);
    },
  });

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? 'Edit Category' : 'Add Category'} editingName={editing?.name}>
        {(headingId) => (
          <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-xl space-y-5">
            <FormField label="Category name" error={errors.name?.message}>
              {(control) => <TextInput {...control} type="text" autoComplete="off" {...register('name')} />}
            </FormField>
            <ImagePicker picker={picker} label="Image" disabled={isSubmitting} />
            <FormActions
              editing={editing !== null}
              pending={isSubmitting}
              createLabel="Create Category"
              updateLabel="Update Category"
              onCancel={() => {
                backToCreate();
                focusName();
              }}
            />
          </form>
        )}
      </CatalogueFormSection>

      <section aria-labelledby="category-list-heading" className="space-y-4">
        <h2 id="category-list-heading" className="text-lg font-semibold text-gray-900">
          All Categories
        </h2>
        <CatalogueSearch
          label="Search categories by name"
          placeholder="Search categories..."
          query={list.query}
          onQueryChange={list.setQuery}
          onSearch={(term) => void list.search(term)}
          busy={list.searching}
          shownTerm={list.term}
          shownCount={list.items.length}
        />
        <CatalogueGrid label="Categories" emptyMessage="No categories found" count={list.items.length}>
          {list.items.map((category) => (
            <CatalogueCard
              key={category._id}
              name={category.name}
              image={category.image}
              editing={editing?._id === category._id}
              busy={deletion.busy && deletion.target?._id === category._id}
              onEdit={() => startEdit(category)}
              onDelete={() => deletion.ask(category)}
            />
          ))}
        </CatalogueGrid>
      </section>

      <DeleteDialog flow={deletion} title="Delete this category?" confirmLabel="Delete category">
        <p>
          <strong className="font-semibold text-gray-900">{deletion.target?.name}</strong> and its image are removed
          from the shop. It cannot be undone.
        </p>
        <p>A category that still has subcategories or products cannot be deleted: move or delete them first.</p>
      </DeleteDialog>
    </div>
  );
}
