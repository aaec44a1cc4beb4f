import { isPaidStatus } from './statuses';
import type { Order } from './types';

/**
 * Whether a shopper may still cancel their order: it has not left the shop (delivery pending) and it was not
 * paid (payment pending or failed). The one rule for updateOrder and for offering 'Cancel order'.
 */
export function shopperCanCancel(order: Pick<Order, 'deliveryStatus' | 'paymentStatus'>): boolean {
  return order.deliveryStatus === 'pending' && !isPaidStatus(order.paymentStatus);
}
