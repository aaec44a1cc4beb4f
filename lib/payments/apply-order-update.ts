import 'server-only';
import type { ActorRef } from '@/lib/auth/actor';
import { updateOrder } from '@/lib/orders/orders';
import type { Order, OrderChanges } from '@/lib/orders/types';
import { confirmOrderPayment } from './payments';

/**
 * `PUT /api/order/update/{id}`: a shopper's payment fields are their report after a card payment, checked with the
 * payment gateway and never trusted; everything else (an admin's change, a shopper's cancellation) is updateOrder's.
 */
export function applyOrderUpdate(orderRef: string, viewer: ActorRef, changes: OrderChanges): Promise<Order> {
  const paymentReport = viewer.role !== 'ADMIN' && (changes.paymentStatus !== undefined || changes.paymentId !== undefined);
  return paymentReport ? confirmOrderPayment(orderRef, viewer, changes) : updateOrder(orderRef, viewer, changes);
}
