import 'server-only';
import { enforceRateLimits, type RateLimitRule } from '@/lib/auth/rate-limit';
import { cartLines } from '@/lib/cart/cart-lines';
import { findUsableCoupon } from '@/lib/coupons/coupon-rules';
import { INVALID_COUPON } from '@/lib/coupons/schemas';
import { shopperUsedUp, usedUpByShopper } from '@/lib/coupons/coupon-uses';
import type { CouponApplyInput } from '@/lib/coupons/schemas';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { buyNowLine, orderAmounts } from './pricing';
import { EMPTY_CART } from './order-rules';
import type { CouponPreview } from './types';

/** Stops guessing codes: every apply of a code counts, per account. */
const couponApplyLimits = (userId: string): RateLimitRule[] => [{ key: `coupon-apply:user:${userId}`, limit: 30, windowSeconds: 15 * 60 }];

/**
 * Prices the coupon against what the shopper would order now: their server-side cart (or the one buy-now product)
 * at current prices, with the delivery fee, exactly as order creation will (create-order.ts). Unknown, expired and
 * used-up codes all answer 'Invalid coupon', so a refusal tells nothing about which codes exist. Previewing does not
 * count a use: placing the order does (claimOrderCoupon).
 */
export async function previewCoupon(userId: string, input: CouponApplyInput): Promise<CouponPreview> {
  await enforceRateLimits(couponApplyLimits(userId));
  const lines = input.buyNow ? [await buyNowLine(prisma, input.buyNow)] : await cartLines(prisma, userId);
  if (lines.length === 0) throw new AppError('invalid', EMPTY_CART);
  const coupon = await findUsableCoupon(prisma, input.couponCode);
  if (!coupon) throw new AppError('invalid', INVALID_COUPON);
  if (await shopperUsedUp(prisma, coupon, userId)) throw new AppError('invalid', usedUpByShopper(coupon.code));
  const amounts = orderAmounts(lines, input.buyNow ? 'buy_now' : 'cart', coupon.discountPercent);
  return { code: coupon.code, discountPercent: coupon.discountPercent, amounts };
}
