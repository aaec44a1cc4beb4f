import type { OrderJson } from './order-json';

/**
 * Whether a shopper may still cancel their order: it has not left the shop (delivery pending) and it is not
 * paid (payment pending or failed). The one rule for updateOrder and for offering 'Cancel order'.
 */
export function shopperCanCancel(order: Pick<OrderJson, 'delivery_status' | 'payment_status'>): boolean {
  return order.delivery_status === 'pending' && order.payment_status !== 'completed';
}
