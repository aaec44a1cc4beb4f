import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RefreshOnOrderNotice } from '@/components/notifications/refresh-on-order-notice';
import type { Order } from '@/lib/orders/types';
import { DeliveryAddress } from './delivery-address';
import { formatOrderDate } from './order-display';
import { OrderItems } from './order-items';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { OrderSummary } from './order-summary';
import { RefundedAmount } from './refunded-amount';
import { ShipmentDetails } from './shipment-details';

type OrderDetailProps = {
  order: Order;
  actions: ReactNode;
  payBy?: Date | null;
  /** The parcel on its courier's tracking page (lib/orders/couriers.ts). */
  trackingUrl: string | null;
};

/**
 * Everything about one order, as the shopper's order page shows it. `actions` go under it (back, home, cancel);
 * `payBy` is when an unpaid card order stops holding its items (lib/orders/holds.ts).
 */
export function OrderDetail({ order, actions, payBy, trackingUrl }: OrderDetailProps) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const customer = order.customer ?? { name: order.customerName, email: order.customerEmail };
  return (
    <article aria-labelledby="order-heading" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <RefreshOnOrderNotice orderNumbers={[order.number]} />
      <h1 id="order-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('title')}
      </h1>

      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-4 text-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
        <Fact term={t('orderId')}>
          <span className="font-mono break-all">{order.number}</span>
        </Fact>
        <Fact term={t('placedOn')}>
          <time dateTime={order.createdAt.toISOString()}>{formatOrderDate(order.createdAt, locale)}</time>
        </Fact>
        <Fact term={t('paymentStatus')}>
          <OrderStatusBadge status={order.paymentStatus} />
          <span className="ml-2 text-gray-700">{t(order.paymentMethod)}</span>
        </Fact>
        <Fact term={t('deliveryStatus')}>
          <OrderStatusBadge status={order.deliveryStatus} />
        </Fact>
      </dl>

      {payBy && (
        <p className="mt-4 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900">
          {t.rich('payBy', {
            date: formatOrderDate(payBy, locale),
            time: (chunks) => (
              <time dateTime={payBy.toISOString()} className="font-semibold">
                {chunks}
              </time>
            ),
          })}
        </p>
      )}

      <section aria-labelledby="progress-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-5">
        <h2 id="progress-heading" className="mb-4 text-lg font-semibold text-gray-900">
          {t('progress')}
        </h2>
        <OrderProgress status={order.deliveryStatus} />
        {order.shippedAt && (
          <div className="mt-4 border-t border-gray-200 pt-4">
            <ShipmentDetails order={order} trackingUrl={trackingUrl} />
          </div>
        )}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Panel title={t('products')} id="products-heading">
          <OrderItems items={order.items} />
        </Panel>
        <div className="space-y-6">
          <Panel title={t('summary')} id="summary-heading">
            <OrderSummary amounts={order.amounts} couponCode={order.couponCode} />
            <RefundedAmount order={order} />
          </Panel>
          <Panel title={t('customer')} id="customer-heading">
            <p className="text-sm font-medium break-words text-gray-900">{customer.name}</p>
            <p className="text-sm break-all text-gray-700">{customer.email}</p>
          </Panel>
          <Panel title={t('deliveryAddress')} id="address-heading">
            <DeliveryAddress address={order.address} />
          </Panel>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
