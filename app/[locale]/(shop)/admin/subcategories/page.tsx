import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubcategoryManager } from '@/components/admin/subcategory-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCategories } from '@/lib/catalog/categories';
import { listSubcategories } from '@/lib/catalog/subcategories';
import { firstFailure, loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.catalogue.subcategoriesPage');
  return { title: t('title') };
}

export default async function AdminSubcategoriesPage() {
  await requireAdmin('/admin/subcategories');
  const [subcategories, categories] = await Promise.all([
    loadOrNull(listSubcategories(), 'Failed to load subcategories'),
    loadOrNull(listCategories(), 'Failed to load categories'),
  ]);
  const t = await getTranslations('admin.catalogue.subcategoriesPage');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {subcategories === null || categories === null ? (
        <p role="alert" className="text-red-700">
          {firstFailure([
            [subcategories, t('loadFailed')],
            [categories, t('categoriesFailed')],
          ])}
        </p>
      ) : (
        <SubcategoryManager subcategories={subcategories} categories={categories} />
      )}
    </>
  );
}
