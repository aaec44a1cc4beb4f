import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Orders' };

export default async function AdminOrdersPage() {
  await requireAdmin('/admin/orders');
  return <SectionPlaceholder title="Orders" description="Order management arrives here with the orders issue." />;
}
