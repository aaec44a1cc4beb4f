import type { Metadata } from 'next';
import { CategoryManager } from '@/components/admin/category-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCategories } from '@/lib/catalog/categories';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Manage Categories' };

export default async function AdminCategoriesPage() {
  await requireAdmin('/admin/categories');
  const categories = await loadOrNull(listCategories(), 'Failed to load categories');
  return (
    <>
      <SectionHeading title="Manage Categories" description="Add, rename and re-picture the shop's categories." />
      {categories === null ? (
        <p role="alert" className="text-red-700">
          Failed to load categories
        </p>
      ) : (
        <CategoryManager categories={categories} />
      )}
    </>
  );
}
