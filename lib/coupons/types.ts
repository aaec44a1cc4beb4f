/**
 * Coupons as the shop speaks of them. Pure types: the admin screens (client components) use them too.
 */

export type Coupon = {
  id: string;
  code: string;
  discountPercent: number;
  expiryDate: Date;
  description: string;
  /** 0 means unlimited. */
  usageLimit: number;
  usedCount: number;
  /** Uses one shopper may make; null means no limit. */
  perShopperLimit: number | null;
  createdAt: Date;
};
