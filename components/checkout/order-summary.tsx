import { formatRs } from '@/lib/catalog/money';
import type { CheckoutTotals } from './checkout-totals';

type OrderSummaryProps = {
  totals: CheckoutTotals;
  /** The applied coupon's code, shown with its discount. */
  couponCode?: string | null;
  /** 'Subtotal' at checkout, 'Item total' for a buy now. */
  subtotalLabel?: string;
};

/** The amounts of an order about to be placed: subtotal, coupon discount, delivery fee and total. */
export function OrderSummary({ totals, couponCode, subtotalLabel = 'Subtotal' }: OrderSummaryProps) {
  return (
    <dl className="space-y-3 text-sm">
      <Row term={subtotalLabel} value={formatRs(totals.subtotal)} />
      {couponCode ? <Row term={`Coupon discount (${couponCode})`} value={`− ${formatRs(totals.discount)}`} /> : null}
      <Row term="Delivery" value={formatRs(totals.deliveryFee)} />
      <Row term="Total" value={formatRs(totals.total)} strong />
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
