import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/orders/types';
import { formatOrderDate } from './order-display';

type ShipmentDetailsProps = {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'shippedAt' | 'deliveredAt'>;
  /** The parcel on its courier's tracking page, when the courier is listed with one. */
  trackingUrl: string | null;
};

/**
 * How the order travels: the courier, the tracking number (a link to the courier's tracking page when there is one),
 * and when it was shipped and delivered; shown once it has been shipped (`shippedAt`). Shared by the shopper's
 * order page and the admin's order panel.
 */
export function ShipmentDetails({ order, trackingUrl }: ShipmentDetailsProps) {
  const t = useTranslations('orders.shipment');
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {order.courier && <Row term={t('courier')}>{order.courier}</Row>}
      {order.trackingNumber && (
        <Row term={t('trackingNumber')}>
          {trackingUrl ? (
            <a
              href={trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-mono font-medium break-all text-brand-800 hover:underline"
            >
              {order.trackingNumber}
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">{t('trackHint')}</span>
            </a>
          ) : (
            <span className="font-mono break-all">{order.trackingNumber}</span>
          )}
        </Row>
      )}
      {order.shippedAt && (
        <Row term={t('shippedOn')}>
          <time dateTime={order.shippedAt.toISOString()}>{formatOrderDate(order.shippedAt, locale)}</time>
        </Row>
      )}
      {order.deliveredAt && (
        <Row term={t('deliveredOn')}>
          <time dateTime={order.deliveredAt.toISOString()}>{formatOrderDate(order.deliveredAt, locale)}</time>
        </Row>
      )}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </>
  );
}
