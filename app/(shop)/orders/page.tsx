import type { Metadata } from 'next';
import { OrderList } from '@/components/orders/order-list';
import { requireUser } from '@/lib/auth/current-user';
import { userPageOf } from '@/lib/orders/list-query';
import { listUserOrders } from '@/lib/orders/order-lists';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false, follow: false } };

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The shopper's orders, newest first, a page at a time (`?page=`): where 'Back to Orders' leads. */
export default async function OrdersPage({ searchParams }: OrdersPageProps) {
  const user = await requireUser('/orders');
  const orders = await listUserOrders(user.id, userPageOf(await searchParams)).catch((error: unknown) => {
    console.error('Failed to fetch orders', error);
    return null;
  });
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">My Orders</h1>
      {orders === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch orders
        </p>
      ) : (
        <OrderList {...orders} path="/orders" />
      )}
    </section>
  );
}
