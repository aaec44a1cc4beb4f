import type { Metadata } from 'next';
import { OrderList } from '@/components/orders/order-list';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';
import { userPageOf } from '@/lib/orders/list-query';
import { listUserOrders } from '@/lib/orders/order-lists';

export const metadata: Metadata = { title: 'Orders' };

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardOrdersPage({ searchParams }: OrdersPageProps) {
  const user = await requireUser('/dashboard/orders');
  const orders = await listUserOrders(user.id, userPageOf(await searchParams)).catch((error: unknown) => {
    console.error('Failed to fetch orders', error);
    return null;
  });
  return (
    <>
      <SectionHeading title="Orders" description="Everything you have ordered, newest first." />
      {orders === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch orders
        </p>
      ) : (
        <OrderList {...orders} path="/dashboard/orders" />
      )}
    </>
  );
}
