import { PackageOpen } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { formatRs } from '@/lib/money';
import { itemCount } from '@/lib/orders/order-rules';
import type { OrderPage } from '@/lib/orders/order-lists';
import type { Order } from '@/lib/orders/types';
import { formatOrderDate, orderPath } from './order-display';
import { OrderStatusBadge } from './order-status-badge';

type OrderListProps = OrderPage & {
  /** The list's own URL with `?page=`, e.g. '/orders'. */
  path: string;
};

/**
 * The shopper's orders as cards, a page at a time (newest first), each linking to its order page, with a pager
 * when they fill more than one page; 'No orders yet' with a way to the shop when there are none. Used by /orders
 * and the dashboard's Orders.
 */
export function OrderList({ orders, pagination, path }: OrderListProps) {
  const t = useTranslations('orders.list');
  const { page, limit, total } = pagination;
  if (total === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-300 px-6 py-12 text-center">
        <PackageOpen aria-hidden className="mx-auto size-10 text-gray-400" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{t('empty')}</p>
        <p className="mt-1 text-gray-700">{t('emptyText')}</p>
        <Link href="/shop" className={`${buttonClassName()} mt-6`}>
          {t('startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('emptyPage')}</p>
      ) : (
        <OrderCards orders={orders} />
      )}
      {(page > 1 || pagination.hasMore) && (
        <Pager
          label={t('pagerLabel')}
          page={page}
          pageCount={pageCountOf(total, limit)}
          totalText={t('total', { count: total })}
          hrefOf={(to) => (to === 1 ? path : `${path}?page=${to}`)}
        />
      )}
    </div>
  );
}

function OrderCards({ orders }: { orders: Order[] }) {
  const t = useTranslations('orders.list');
  const locale = useLocale();
  return (
    <ul aria-label={t('label')} className="grid gap-3 sm:gap-4 xl:grid-cols-2">
      {orders.map((order) => {
        const count = itemCount(order);
        return (
          <li
            key={order.id}
            className="relative rounded-lg border border-gray-200 bg-white p-4 transition-colors focus-within:border-brand-700 hover:border-brand-700 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <h2 className="font-mono text-sm font-semibold break-all text-gray-900 sm:text-base">
                {/* The card's one link, stretched over the card: one tab stop, read as the order id. */}
                <Link href={orderPath(order.number)} className="after:absolute after:inset-0 after:rounded-lg hover:underline">
                  {order.number}
                </Link>
              </h2>
              <p className="font-semibold text-gray-900">{formatRs(order.amounts.total, locale)}</p>
            </div>
            <p className="mt-1 text-sm text-gray-700">
              <time dateTime={order.createdAt.toISOString()}>{formatOrderDate(order.createdAt, locale)}</time>
              {` · ${t('items', { count })}`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <OrderStatusBadge label={t('payment')} status={order.paymentStatus} />
              <OrderStatusBadge label={t('delivery')} status={order.deliveryStatus} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What the order list shows while it loads. */
export function OrderListSkeleton() {
  const t = useTranslations('orders');
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-gray-700">{t('loading')}</p>
      <ul aria-hidden className="grid gap-3 sm:gap-4 xl:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="h-32 rounded-lg border border-gray-200 bg-gray-100 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  );
}
