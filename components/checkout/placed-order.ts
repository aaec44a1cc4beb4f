import { z } from 'zod';
import type { OrderJson } from '@/lib/orders/order-json';

/**
 * The order just placed, as checkout and Buy Now hand it to the next page (SPEC.md's "navigation state":
 * /ordersuccess for cash on delivery, /payment for a card). Only the fields those pages rely on are checked;
 * the rest of the order travels along untouched.
 */
const placedOrderSchema = z.looseObject({
  _id: z.string().min(1),
  orderId: z.string().min(1),
  paymentMethod: z.enum(['cod', 'card']),
  payment_status: z.string(),
  totalAmt: z.number().nonnegative(),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema> & Partial<OrderJson>;

/** The stored text read back: the order, or null when it is missing, not JSON or not an order. */
export function parsePlacedOrder(text: string | null): PlacedOrder | null {
  if (!text) return null;
  try {
    const parsed = placedOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as PlacedOrder) : null;
  } catch {
    return null;
  }
}

/** Where a placed order goes next: a card order to pay, a cash-on-delivery order to its confirmation. */
export function pathAfterPlacing(order: Pick<PlacedOrder, 'paymentMethod'>): '/payment' | '/ordersuccess' {
  return order.paymentMethod === 'card' ? '/payment' : '/ordersuccess';
}

/** The order's own page, by its 'ORD-...' number. */
export function orderShowPath(orderId: string): string {
  return `/ordershow/${encodeURIComponent(orderId)}`;
}

/**
 * The confirmation's heading. SPEC.md's 'Payment Successful!' is the card flow's (the payment page sends a paid
 * order here); a cash-on-delivery order is not paid yet, so it is only placed.
 */
export function successHeading(order: Pick<PlacedOrder, 'paymentMethod' | 'payment_status'>): string {
  return order.paymentMethod === 'card' && order.payment_status === 'completed' ? 'Payment Successful!' : 'Order placed successfully!';
}
