'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form-field';
import { SelectInput } from '@/components/ui/select-input';
import { subcategoryFromJson, type SubcategoryJson } from '@/lib/catalog/catalog-json';
import { subcategoryFormSchema } from '@/lib/catalog/schemas';
import type { Category, Subcategory } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { CategoryOptions } from './category-options';
import { subcategoryFormData } from './catalogue-form-data';
import { CatalogueManager, namesOf } from './catalogue-manager';

/** The shop's rule: toasts on this screen last 3 seconds (4 elsewhere). */
const TOAST_DURATION = 3000;

type SubcategoryManagerProps = { subcategories: Subcategory[]; categories: Category[] };

/** Manage Subcategories: search by name, the create/edit form with its category, and the grid with Edit and Delete. */
export function SubcategoryManager({ subcategories, categories }: SubcategoryManagerProps) {
  const t = useTranslations('admin.catalogue.subcategory');
  return (
    <CatalogueManager
      items={subcategories}
      kind="subcategory"
      resolver={zodResolver(subcategoryFormSchema)}
      valuesOf={(subcategory) => ({ ...namesOf(subcategory), categoryId: subcategory?.category.id ?? '' })}
      formData={subcategoryFormData}
      extraFields={({ register, formState: { errors } }) => (
        <FormField label={t('category')} error={errors.categoryId?.message}>
          {(control) => (
            <SelectInput {...control} {...register('categoryId')}>
              <CategoryOptions categories={categories} />
            </SelectInput>
          )}
        </FormField>
      )}
      api={{
        path: '/api/subcategory',
        search: (name) => apiFetch<SubcategoryJson>(`/api/subcategory/search/${encodeURIComponent(name)}`),
        remove: (subcategory) => apiFetch(`/api/subcategory/delete/${encodeURIComponent(subcategory.id)}`, { method: 'DELETE' }),
        fromJson: subcategoryFromJson,
      }}
      cardDetail={(subcategory) => (
        <>
          <span className="sr-only">{t('categoryPrefix')}</span>
          {subcategory.category.name}
        </>
      )}
      deleteWarning={(subcategory) => (
        <>
          <p>
            {t.rich('deleteWarning', {
              name: subcategory?.name ?? '',
              category: subcategory?.category.name ?? '',
              b: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
            })}
          </p>
          <p>{t('deleteRule')}</p>
        </>
      )}
      toastDuration={TOAST_DURATION}
    />
  );
}
