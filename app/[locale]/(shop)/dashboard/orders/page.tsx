import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { UserOrders } from '@/components/orders/user-orders';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Orders' };

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardOrdersPage({ searchParams }: OrdersPageProps) {
  const user = await requireUser('/dashboard/orders');
  return (
    <>
      <SectionHeading title="Orders" description="Everything you have ordered, newest first." />
      <UserOrders userId={user.id} searchParams={await searchParams} path="/dashboard/orders" />
    </>
  );
}
