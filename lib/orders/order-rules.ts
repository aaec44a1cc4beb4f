import type { CouponPreview, Order, OrderAmounts } from './types';

/** Rules of orders that the screens apply too. Pure: no server-only imports. */

/** The refusal of an order or a coupon preview with nothing in the cart. */
export const EMPTY_CART = 'Your cart is empty!';

/** How many pieces an order holds: the sum of its quantities. */
export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}

/**
 * Whether a coupon preview still describes the cart priced now: a preview made for another cart (it changed in
 * another tab since Apply) has another subtotal, and is not shown or sent.
 */
export function couponStillApplies(preview: CouponPreview | null, amounts: OrderAmounts): preview is CouponPreview {
  return preview !== null && preview.amounts.subtotal === amounts.subtotal;
}
