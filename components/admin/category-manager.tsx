'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { categoryFromJson, type CategoryJson } from '@/lib/catalog/catalog-json';
import { categoryFormSchema } from '@/lib/catalog/schemas';
import type { Category } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { categoryFormData } from './catalogue-form-data';
import { CatalogueManager, namesOf } from './catalogue-manager';

/** Manage Categories: search by name, the create/edit form, and the grid with Edit and Delete. */
export function CategoryManager({ categories }: { categories: Category[] }) {
  const t = useTranslations('admin.catalogue.category');
  return (
    <CatalogueManager
      items={categories}
      kind="category"
      resolver={zodResolver(categoryFormSchema)}
      valuesOf={namesOf}
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
            {t.rich('deleteWarning', {
              name: category?.name ?? '',
              b: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
            })}
          </p>
          <p>{t('deleteRule')}</p>
        </>
      )}
    />
  );
}
