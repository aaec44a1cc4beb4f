import type { Metadata } from 'next';
import { OrderManager } from '@/components/admin/order-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listAllOrders } from '@/lib/orders/orders';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Orders' };

type AdminOrdersPageProps = { searchParams: Promise<{ search?: string | string[] }> };

/** Admin Orders Panel: every order newest first, or those whose order id contains `?search=`. */
export default async function AdminOrdersPage({ searchParams }: AdminOrdersPageProps) {
  await requireAdmin('/admin/orders');
  const raw = (await searchParams).search;
  const search = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  const orders = await loadOrNull(listAllOrders(search || undefined), 'Failed to fetch orders');
  return (
    <>
      <SectionHeading title="Orders" description="Find an order by its id, follow it and change its delivery or payment status." />
      {orders === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch orders
        </p>
      ) : (
        <OrderManager key={search} orders={orders} search={search} />
      )}
    </>
  );
}
