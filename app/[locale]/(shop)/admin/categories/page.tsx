import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryManager } from '@/components/admin/category-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCategories } from '@/lib/catalog/categories';
import { loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.catalogue.categoriesPage');
  return { title: t('title') };
}

export default async function AdminCategoriesPage() {
  await requireAdmin('/admin/categories');
  const categories = await loadOrNull(listCategories(), 'Failed to load categories');
  const t = await getTranslations('admin.catalogue.categoriesPage');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {categories === null ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <CategoryManager categories={categories} />
      )}
    </>
  );
}
