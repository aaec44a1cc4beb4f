import { useLocale, useTranslations } from 'next-intl';
import { formatRs } from '@/lib/money';
import type { OrderAmounts } from '@/lib/orders/types';

type OrderSummaryProps = {
  /** As the server priced them. */
  amounts: OrderAmounts;
  /** The applied coupon's code, shown with its discount. */
  couponCode?: string | null;
  /** 'Subtotal' at checkout (the default), 'Item total' for a buy now: already translated. */
  subtotalLabel?: string;
};

/** The amounts of an order about to be placed: subtotal, coupon discount, delivery fee and total. */
export function OrderSummary({ amounts, couponCode, subtotalLabel }: OrderSummaryProps) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  return (
    <dl className="space-y-3 text-sm">
      <Row term={subtotalLabel ?? t('subtotal')} value={formatRs(amounts.subtotal, locale)} />
      {couponCode ? (
        <Row term={t('couponDiscount', { code: couponCode })} value={`− ${formatRs(amounts.discount, locale)}`} />
      ) : null}
      <Row term={t('delivery')} value={formatRs(amounts.deliveryFee, locale)} />
      <Row term={t('total')} value={formatRs(amounts.total, locale)} strong />
    </dl>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-3 text-base font-semibold text-gray-900' : 'text-gray-700'}`}
    >
      <dt>{term}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}
