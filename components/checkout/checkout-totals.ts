import { fromCents, toCents } from '@/lib/catalog/money';
import type { AppliedCoupon } from '@/lib/coupons/apply-coupon';

/**
 * The checkout summary's amounts in rupees. With a coupon they are all the apply reply's (subtotal, discount,
 * delivery fee, total: what the order would charge). Without one, the subtotal the page read on the server plus
 * the delivery fee, added in whole cents. The order itself is priced again by the server when it is placed.
 */
export type CheckoutTotals = { subtotal: number; discount: number; deliveryFee: number; total: number };

export function checkoutTotals(subtotalCents: number, deliveryFeeCents: number, coupon: AppliedCoupon | null): CheckoutTotals {
  if (coupon) {
    return { subtotal: coupon.subtotal, discount: coupon.discountAmount, deliveryFee: coupon.deliveryFee, total: coupon.total };
  }
  return {
    subtotal: fromCents(subtotalCents),
    discount: 0,
    deliveryFee: fromCents(deliveryFeeCents),
    total: fromCents(subtotalCents + deliveryFeeCents),
  };
}

/**
 * A coupon priced for another cart (the cart changed in another tab since Apply) no longer describes this one:
 * it is shown only while its subtotal is the page's.
 */
export function couponStillApplies(coupon: AppliedCoupon | null, subtotalCents: number): coupon is AppliedCoupon {
  return coupon !== null && toCents(coupon.subtotal) === subtotalCents;
}

/** The item total of a buy now: unit price × quantity, in whole cents. */
export function buyNowTotals(price: number, quantity: number, deliveryFeeCents: number): CheckoutTotals {
  const itemsCents = toCents(price) * quantity;
  return {
    subtotal: fromCents(itemsCents),
    discount: 0,
    deliveryFee: fromCents(deliveryFeeCents),
    total: fromCents(itemsCents + deliveryFeeCents),
  };
}
