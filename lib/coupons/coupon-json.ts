import type { Prisma } from '@/lib/generated/prisma/client';

/** A coupon as the API and the admin screen show it, in SPEC.md's shape (`_id`; dates as ISO text). */
export type CouponJson = {
  _id: string;
  code: string;
  discountPercent: number;
  expiryDate: string;
  description: string;
  /** 0 means unlimited. */
  usageLimit: number;
  usedCount: number;
  /** Uses one shopper may make; null means no limit. */
  perShopperLimit: number | null;
  createdAt: string;
};

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

export function toCouponJson(coupon: CouponRow): CouponJson {
  return {
    _id: coupon.id,
    code: coupon.code,
    discountPercent: coupon.discountPercent,
    expiryDate: coupon.expiryDate.toISOString(),
    description: coupon.description,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    perShopperLimit: coupon.perShopperLimit,
    createdAt: coupon.createdAt.toISOString(),
  };
}
