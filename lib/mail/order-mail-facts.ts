import { cents, formatRs } from '@/lib/money';

/**
 * What an order e-mail shows, as plain JSON: stored with the mail in the order's transaction (order_mails.facts) and
 * rendered by the sender after the commit, so the mail tells the order as it was at the event. Amounts are whole
 * cents; links and image addresses are absolute (APP_URL).
 */

export const SHOP_NAME = 'Lanka Shop';

export type OrderMailKind = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export type OrderMailOrder = {
  number: string;
  url: string;
  customerName: string;
  paymentMethod: 'card' | 'cod';
  items: { name: string; quantity: number; unitPrice: number; lineTotal: number; imageUrl: string | null }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  deliveryFee: number;
  total: number;
  address: { name: string; mobile: string; addressLine: string; city: string; state: string; pincode: string; country: string };
};

/** What becomes of the money of a cancelled order. */
export type CancelledMoney = 'nothing_charged' | 'nothing_to_pay' | 'refund_follows' | 'refunded';

export type OrderMailFacts = { order: OrderMailOrder } & (
  | { kind: 'placed' }
  | { kind: 'paid'; amount: number; receiptUrl: string }
  | { kind: 'shipped'; courier: string | null; trackingNumber: string | null; trackingUrl: string | null }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; money: CancelledMoney; refundedAmount: number; reason: 'shopper' | 'shop' | 'unpaid'; holdMinutes?: number }
  | { kind: 'refunded'; amount: number; reason: string; refundedTotal: number }
);

export const rs = (amount: number) => formatRs(cents(amount));

export function orderMailSubject(facts: OrderMailFacts): string {
  const number = facts.order.number;
  switch (facts.kind) {
    case 'placed':
      return `Your ${SHOP_NAME} order ${number} has been placed`;
    case 'paid':
      return `Payment of ${rs(facts.amount)} received for order ${number}`;
    case 'shipped':
      return `Your order ${number} is on its way`;
    case 'delivered':
      return `Your order ${number} has been delivered`;
    case 'cancelled':
      return `Your order ${number} was cancelled`;
    case 'refunded':
      return `Refund of ${rs(facts.amount)} for order ${number}`;
  }
}
