'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { categoryFromJson, type CategoryJson } from '@/lib/catalog/catalog-json';
import { CATEGORY_REQUIRED, categoryFormSchema } from '@/lib/catalog/schemas';
import type { Category } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { categoryFormData } from './catalogue-form-data';
import { CatalogueManager } from './catalogue-manager';

/** Manage Categories: search by name, the create/edit form, and the grid with Edit and Delete. */
export function CategoryManager({ categories }: { categories: Category[] }) {
  return (
    <CatalogueManager
      items={categories}
      words={{ noun: 'Category', plural: 'Categories', imageRequired: CATEGORY_REQUIRED }}
      resolver={zodResolver(categoryFormSchema)}
      valuesOf={(category) => ({ name: category?.name ?? '' })}
      formData={categoryFormData}
      api={{
        path: '/api/category',
        search: (name) => apiFetch<CategoryJson>('/api/category/search', { json: { name } }),
        // The shop's API names the category to delete in the body.
        remove: (category) => apiFetch('/api/category/delete', { method: 'DELETE', json: { name: category.name } }),
        fromJson: categoryFromJson,
      }}
      deleteWarning={(category) => (
        <>
          <p>
            <strong className="font-semibold text-gray-900">{category?.name}</strong> and its image are removed from the
            shop. It cannot be undone.
          </p>
          <p>A category that still has subcategories or products cannot be deleted: move or delete them first.</p>
        </>
      )}
    />
  );
}
