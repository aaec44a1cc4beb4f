import { enforceRateLimits, type RateLimitRule } from '@/lib/auth/rate-limit';
import { cartLines } from '@/lib/cart/cart-lines';
import { fromCents } from '@/lib/catalog/money';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { buyNowLine, orderAmounts } from '@/lib/orders/pricing';
import { findUsableCoupon, INVALID_COUPON } from './coupon-rules';
import { shopperUsedUp, usedUpByShopper } from './coupon-uses';
import type { CouponApplyInput } from './schemas';

/** What applying a coupon gives the checkout: amounts in rupees, computed in whole cents. */
export type AppliedCoupon = {
  code: string;
  discountPercent: number;
  discountAmount: number;
  /** The items at current prices, before the discount. */
  subtotal: number;
  /** The order's delivery fee: Rs 10 for the cart, Rs 280 for a buy now. */
  deliveryFee: number;
  /** subtotal − discountAmount + deliveryFee: what the order would charge now. */
  total: number;
};

export const EMPTY_CART = 'Your cart is empty!';

/** Stops guessing codes: every apply of a code counts, per account. */
export const couponApplyLimits = (userId: string): RateLimitRule[] => [
  { key: `coupon-apply:user:${userId}`, limit: 30, windowSeconds: 15 * 60 },
];

/**
 * Prices the coupon against what the shopper would order now: their server-side cart (or the one buy-now product)
 * at current prices, with the delivery fee, exactly as order creation will (lib/orders/create-order.ts). Unknown, expired and used-up codes all answer 'Invalid coupon', so a refusal tells nothing about
 * which codes exist. Applying does not count a use: placing the order does (claimCouponUse).
 */
export async function applyCoupon(userId: string, input: CouponApplyInput): Promise<AppliedCoupon> {
  await enforceRateLimits(couponApplyLimits(userId));
  const lines = input.buyNow ? [await buyNowLine(prisma, input.buyNow)] : await cartLines(prisma, userId);
  if (lines.length === 0) throw new AppError('invalid', EMPTY_CART);
  const coupon = await findUsableCoupon(prisma, input.couponCode);
  if (!coupon) throw new AppError('invalid', INVALID_COUPON);
  if (await shopperUsedUp(prisma, coupon, userId)) throw new AppError('invalid', usedUpByShopper(coupon.code));
  const { subtotal, discount, fee, total } = orderAmounts(lines, input.buyNow ? 'buy_now' : 'cart', coupon.discountPercent);
  return {
    code: coupon.code,
    discountPercent: coupon.discountPercent,
    discountAmount: fromCents(discount),
    subtotal: fromCents(subtotal),
    deliveryFee: fromCents(fee),
    total: fromCents(total),
  };
}
