import { awaitsCardPayment } from './payable';
import { isPaidStatus } from './statuses';
import type { Order } from './types';

/**
 * Which orders have an invoice and a packing slip, and where they are downloaded (lib/orders/invoice-pdf.ts makes
 * them). Client-safe: the order screens offer a link only where its route answers with a PDF.
 */

type OrderState = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'deliveryStatus'>;

/**
 * Whether the shop has been paid for the order: its payment is completed or (partly) refunded (a card payment the gateway settled, or a
 * payment an admin marked completed), or it is cash on delivery and was delivered, since the courier takes the cash
 * at the door (unless an admin marked that payment failed). A paid order stays paid when it is cancelled: its money
 * goes back by refund, and the invoice records what was paid.
 */
export function isPaid(order: OrderState): boolean {
  return (
    isPaidStatus(order.paymentStatus) ||
    (order.paymentMethod === 'cod' && order.deliveryStatus === 'delivered' && order.paymentStatus === 'pending')
  );
}

/**
 * Whether the order is one to pack (or was packed, for a reprint): not cancelled, and not a card order still waiting
 * for its payment. Cash on delivery is packed before it is paid.
 */
export function isToPack(order: OrderState): boolean {
  return order.deliveryStatus !== 'cancelled' && !awaitsCardPayment(order);
}

export const invoicePath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/invoice`;

export const packingSlipPath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/packing-slip`;
