import { useLocale, useTranslations } from 'next-intl';
import { formatRs, subtract } from '@/lib/money';
import type { Order } from '@/lib/orders/types';

/** What was refunded on the order and what the shop kept, under its summary; nothing before a refund. */
export function RefundedAmount({ order }: { order: Pick<Order, 'amounts' | 'refundedAmount'> }) {
  const t = useTranslations('orders.refund');
  const locale = useLocale();
  if (order.refundedAmount <= 0) return null;
  return (
    <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
      <div className="flex justify-between gap-4 text-blue-800">
        <dt>{t('refunded')}</dt>
        <dd className="font-medium">−{formatRs(order.refundedAmount, locale)}</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold text-gray-900">
        <dt>{t('paidAfter')}</dt>
        <dd>{formatRs(subtract(order.amounts.total, order.refundedAmount), locale)}</dd>
      </div>
    </dl>
  );
}
