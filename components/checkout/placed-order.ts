import { z } from 'zod';
import { cents } from '@/lib/money';
import { PAYMENT_STATUSES } from '@/lib/orders/statuses';
import type { Order } from '@/lib/orders/types';

/**
 * The order just placed, as checkout and Buy Now hand it to the next page (the shop's "navigation state":
 * /ordersuccess for cash on delivery, /payment for a card): what those pages show and pay of it.
 */
export type PlacedOrder = Pick<Order, 'id' | 'number' | 'paymentMethod' | 'paymentStatus'> & { total: Order['amounts']['total'] };

export function placedOrderOf(order: Order): PlacedOrder {
  return { id: order.id, number: order.number, paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus, total: order.amounts.total };
}

/** The stored order is text another page wrote: checked when it is read back. */
const placedOrderSchema = z.object({
  id: z.string().min(1),
  number: z.string().min(1),
  paymentMethod: z.enum(['cod', 'card']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int().nonnegative().transform(cents),
});

/** The stored text read back: the order, or null when it is missing, not JSON or not an order. */
export function parsePlacedOrder(text: string | null): PlacedOrder | null {
  if (!text) return null;
  try {
    const parsed = placedOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a placed order goes next: a card order to pay, a cash-on-delivery order to its confirmation. */
export function pathAfterPlacing(order: Pick<PlacedOrder, 'paymentMethod'>): '/payment' | '/ordersuccess' {
  return order.paymentMethod === 'card' ? '/payment' : '/ordersuccess';
}

/**
 * The confirmation's heading, its key in `checkout.success`. 'Payment Successful!' (`paid`) is the card flow's (the
 * payment page sends a paid order here); a cash-on-delivery order is not paid yet, so it is only `placed`.
 */
export function successHeading(order: Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus'>): 'paid' | 'placed' {
  return order.paymentMethod === 'card' && order.paymentStatus === 'completed' ? 'paid' : 'placed';
}
