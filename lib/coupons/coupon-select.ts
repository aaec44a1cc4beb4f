import type { Prisma } from '@/lib/generated/prisma/client';
import type { Coupon } from './types';

/** What is read of a coupon, and its mapping to the domain's Coupon. */
export const couponSelect = {
  id: true,
  code: true,
  discountPercent: true,
  expiryDate: true,
  description: true,
  usageLimit: true,
  usedCount: true,
  perShopperLimit: true,
  createdAt: true,
} satisfies Prisma.CouponSelect;

type CouponRow = Prisma.CouponGetPayload<{ select: typeof couponSelect }>;

export function toCoupon(row: CouponRow): Coupon {
  return { ...row };
}
