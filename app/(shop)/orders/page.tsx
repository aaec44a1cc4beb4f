import type { Metadata } from 'next';
import { OrderList } from '@/components/orders/order-list';
import { requireUser } from '@/lib/auth/current-user';
import { listUserOrders } from '@/lib/orders/orders';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false, follow: false } };

/** The shopper's orders, newest first: where 'Back to Orders' leads. */
export default async function OrdersPage() {
  const user = await requireUser('/orders');
  const orders = await listUserOrders(user._id).catch((error: unknown) => {
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
        <OrderList orders={orders} />
      )}
    </section>
  );
}
