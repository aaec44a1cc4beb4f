import { formatRs } from '@/lib/money';
import type { OrderAmounts } from '@/lib/orders/types';

type OrderSummaryProps = {
  /** As the server priced them. */
  amounts: OrderAmounts;
  /** The applied coupon's code, shown with its discount. */
  couponCode?: string | null;
  /** 'Subtotal' at checkout, 'Item total' for a buy now. */
  subtotalLabel?: string;
};

/** The amounts of an order about to be placed: subtotal, coupon discount, delivery fee and total. */
export function OrderSummary({ amounts, couponCode, subtotalLabel = 'Subtotal' }: OrderSummaryProps) {
  return (
    <dl className="space-y-3 text-sm">
      <Row term={subtotalLabel} value={formatRs(amounts.subtotal)} />
      {couponCode ? <Row term={`Coupon discount (${couponCode})`} value={`− ${formatRs(amounts.discount)}`} /> : null}
      <Row term="Delivery" value={formatRs(amounts.deliveryFee)} />
      <Row term="Total" value={formatRs(amounts.total)} strong />
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
