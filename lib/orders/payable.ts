import { isPaidStatus } from './statuses';
import type { Order } from './types';

/**
 * Whether the order still waits for its card payment: a card order, not paid, not cancelled. A declined card
 * leaves it so (payment status failed), and the shopper can pay again from the order's page. Client-safe.
 */
export function awaitsCardPayment(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'deliveryStatus'>): boolean {
  return order.paymentMethod === 'card' && !isPaidStatus(order.paymentStatus) && order.deliveryStatus !== 'cancelled';
}
