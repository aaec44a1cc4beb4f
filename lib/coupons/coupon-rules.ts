import 'server-only';
import type { Db } from '@/lib/db/client';
import { normalizeCouponCode } from './schemas';

/**
 * When a coupon may be used (docs/decisions.md): the code exists (any letter case), it has not expired, and it is
 * under its usage limit (0 = unlimited). Used by `POST /api/coupon/apply` and by order creation, which also
 * counts the use atomically (see claimCouponUse).
 */

export async function findUsableCoupon(db: Db, code: string, now = new Date()) {
  const coupon = await db.coupon.findUnique({ where: { code: normalizeCouponCode(code) } });
  if (!coupon || coupon.expiryDate <= now) return null;
  if (coupon.usageLimit > 0 && coupon.usedCount >= coupon.usageLimit) return null;
  return coupon;
}

/**
 * Counts one use of the coupon, atomically and never past its limit: false when it is expired or used up by
 * the time the order is placed (another order may have taken the last use).
 */
export async function claimCouponUse(db: Db, couponId: string, now = new Date()): Promise<boolean> {
  const claimed = await db.$executeRaw`
    UPDATE coupons SET used_count = used_count + 1, updated_at = now()
    WHERE id = ${couponId} AND expiry_date > ${now} AND (usage_limit = 0 OR used_count < usage_limit)`;
  return claimed === 1;
}
