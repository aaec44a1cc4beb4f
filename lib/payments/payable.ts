import type { OrderJson } from '@/lib/orders/order-json';

/**
 * Whether the order still waits for its card payment: a card order, not paid, not cancelled. A declined card
 * leaves it so (payment_status failed), and the shopper can pay again from the order's page. Client-safe.
 */
export function awaitsCardPayment(order: Pick<OrderJson, 'paymentMethod' | 'payment_status' | 'delivery_status'>): boolean {
  return order.paymentMethod === 'card' && order.payment_status !== 'completed' && order.delivery_status !== 'cancelled';
}
