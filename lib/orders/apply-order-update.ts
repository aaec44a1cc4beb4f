import { confirmOrderPayment } from '@/lib/payments/payments';
import type { OrderJson } from './order-json';
import { updateOrder, type Viewer } from './orders';
import type { UpdateOrderInput } from './schemas';

/**
 * `PUT /api/order/update/{id}`: a shopper's payment fields are SPEC.md's report after a card payment, checked with
 * the payment gateway and never trusted; everything else (an admin's change, a shopper's cancellation) is
 * updateOrder's.
 */
export function applyOrderUpdate(orderRef: string, viewer: Viewer, changes: UpdateOrderInput): Promise<OrderJson> {
  const paymentReport = viewer.role !== 'ADMIN' && (changes.payment_status !== undefined || changes.payment_id !== undefined);
  return paymentReport ? confirmOrderPayment(orderRef, viewer, changes) : updateOrder(orderRef, viewer, changes);
}
