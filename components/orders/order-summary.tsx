import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatRs } from '@/lib/money';
import type { Order } from '@/lib/orders/types';

type OrderSummaryProps = Pick<Order, 'amounts' | 'couponCode'>;

/**
 * The amounts stored on the order: subtotal, coupon discount (when there is one), delivery fee and total.
 * Nothing is added here: the stored fee and total, never Rs 280 again (docs/decisions.md, Orders).
 */
export function OrderSummary({ amounts: { subtotal, discount, deliveryFee, total }, couponCode }: OrderSummaryProps) {
  const t = useTranslations('orders.summary');
  const locale = useLocale();
  return (
    <dl className="space-y-2 text-sm">
      <Row term={t('subtotal')}>{formatRs(subtotal, locale)}</Row>
      {discount > 0 && (
        <Row term={couponCode ? t('couponDiscountCode', { code: couponCode }) : t('couponDiscount')}>
          <span className="text-green-800">{`− ${formatRs(discount, locale)}`}</span>
        </Row>
      )}
      <Row term={t('deliveryFee')}>{formatRs(deliveryFee, locale)}</Row>
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-semibold text-gray-900">
        <dt>{t('total')}</dt>
        <dd>{formatRs(total, locale)}</dd>
      </div>
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-700">{term}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  );
}
