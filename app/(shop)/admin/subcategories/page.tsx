import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Manage Subcategories' };

export default async function AdminSubcategoriesPage() {
  await requireAdmin('/admin/subcategories');
  return (
    <SectionPlaceholder
      title="Manage Subcategories"
      description="Subcategory management arrives here with the catalogue issue."
    />
  );
}
