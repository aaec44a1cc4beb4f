import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Manage Products' };

export default async function AdminProductsPage() {
  await requireAdmin('/admin/products');
  return (
    <SectionPlaceholder
      title="Manage Products"
      description="Product management arrives here with the catalogue issue."
    />
  );
}
