import type { Coupon } from './types';

/** A coupon as the API shows it, the shop's documented reply shape (`_id`; dates as ISO text). */
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

export function toCouponJson(coupon: Coupon): CouponJson {
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
