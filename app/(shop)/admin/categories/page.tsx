import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Manage Categories' };

export default async function AdminCategoriesPage() {
  await requireAdmin('/admin/categories');
  return (
    <SectionPlaceholder
      title="Manage Categories"
      description="Category management arrives here with the catalogue issue."
    />
  );
}
