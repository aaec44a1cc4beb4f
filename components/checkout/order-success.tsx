'use client';

import { CircleCheck, ClipboardList, Home } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { useRedirectAfter } from '@/components/auth/use-redirect-after';
import { formatRs } from '@/lib/money';
import { orderPath } from '@/components/orders/order-display';
import { successHeading } from './placed-order';
import { usePlacedOrder } from './placed-order-state';

/** The confirmation moves on to the order's page after 4000 ms. */
export const ORDER_SUCCESS_REDIRECT_MS = 4000;

/**
 * The confirmation of the order handed over in navigation state: heading, order id, total, Go Home and View
 * Order, then the order's page after 4 seconds. Without an order: 'Order data not found.' and Back to Orders.
 */
export function OrderSuccess() {
  const t = useTranslations('checkout.success');
  const locale = useLocale();
  const order = usePlacedOrder();
  const orderHref = order ? orderPath(order.number) : null;
  // replace: Back from the order's page skips this page, which would only send the shopper forward again.
  useRedirectAfter(orderHref, ORDER_SUCCESS_REDIRECT_MS, 'replace');

  if (order === undefined) {
    return (
      <p role="status" className="text-center text-gray-700">
        {t('loading')}
      </p>
    );
  }

  if (order === null) {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('notFound')}</h1>
        <p className="mt-3 text-gray-700">{t('notFoundText')}</p>
        <Link href="/orders" className={`${buttonClassName()} mt-8`}>
          <ClipboardList aria-hidden className="size-4" />
          {t('backToOrders')}
        </Link>
      </div>
    );
  }

  return (
    <div className="text-center">
      <CircleCheck aria-hidden className="mx-auto size-16 text-green-700" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-green-800 sm:text-3xl">{t(successHeading(order))}</h1>
      <dl className="mx-auto mt-6 max-w-sm space-y-2 rounded-lg border border-gray-200 bg-gray-50 p-4 text-left text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-gray-700">{t('orderId')}</dt>
          <dd className="font-mono font-semibold break-all text-gray-900">{order.number}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{t('total')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatRs(order.total, locale)}</dd>
        </div>
        {order.paymentMethod === 'cod' ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-700">{t('payment')}</dt>
            <dd className="text-gray-900">{t('cod')}</dd>
          </div>
        ) : null}
      </dl>
      <p role="status" className="mt-4 text-sm text-gray-700">
        {t('redirecting', { seconds: ORDER_SUCCESS_REDIRECT_MS / 1000 })}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={buttonClassName('secondary')}>
          <Home aria-hidden className="size-4" />
          {t('goHome')}
        </Link>
        <Link href={orderHref!} className={buttonClassName()}>
          {t('viewOrder')}
        </Link>
      </div>
    </div>
  );
}
