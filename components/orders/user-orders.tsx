import { getTranslations } from 'next-intl/server';
import { RefreshOnOrderNotice } from '@/components/notifications/refresh-on-order-notice';
import { userPageOf } from '@/lib/orders/list-query';
import { listUserOrders } from '@/lib/orders/order-lists';
import { OrderList } from './order-list';

type UserOrdersProps = {
  userId: string;
  /** The page's query (`?page=`); a bad page shows the first. */
  searchParams: Record<string, string | string[] | undefined>;
  /** The list's own URL, e.g. '/orders'. */
  path: string;
};

/** The shopper's orders, read on the server a page at a time: /orders and the dashboard's Orders show them. */
export async function UserOrders({ userId, searchParams, path }: UserOrdersProps) {
  const orders = await listUserOrders(userId, userPageOf(searchParams)).catch((error: unknown) => {
    console.error('Failed to fetch orders', error);
    return null;
  });
  if (orders === null) {
    const t = await getTranslations('orders');
    return (
      <p role="alert" className="text-red-700">
        {t('fetchFailed')}
      </p>
    );
  }
  return (
    <>
      <RefreshOnOrderNotice orderNumbers={orders.orders.map((order) => order.number)} />
      <OrderList {...orders} path={path} />
    </>
  );
}
