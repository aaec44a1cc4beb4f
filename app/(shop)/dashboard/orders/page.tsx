import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Orders' };

export default async function DashboardOrdersPage() {
  await requireUser('/dashboard/orders');
  return <SectionPlaceholder title="Orders" description="Your order history arrives here with the orders issue." />;
}
