import type { Metadata } from 'next';
import { SubcategoryManager } from '@/components/admin/subcategory-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCategories } from '@/lib/catalog/categories';
import { listSubcategories } from '@/lib/catalog/subcategories';
import { firstFailure, loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Manage Subcategories' };

export default async function AdminSubcategoriesPage() {
  await requireAdmin('/admin/subcategories');
  const [subcategories, categories] = await Promise.all([
    loadOrNull(listSubcategories(), 'Failed to load subcategories'),
    loadOrNull(listCategories(), 'Failed to load categories'),
  ]);
  return (
    <>
      <SectionHeading title="Manage Subcategories" description="Sort each category's products into subcategories." />
      {subcategories === null || categories === null ? (
        <p role="alert" className="text-red-700">
          {firstFailure([
            [subcategories, 'Failed to load subcategories'],
            [categories, 'Failed to load categories'],
          ])}
        </p>
      ) : (
        <SubcategoryManager subcategories={subcategories} categories={categories} />
      )}
    </>
  );
}
