import 'server-only';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { claimCouponUse, findUsableCoupon } from './coupon-rules';
import { INVALID_COUPON } from './schemas';

/**
 * A coupon's uses as orders make and give them back (docs/decisions.md): placing an order counts one (never past the
 * coupon's limit, nor past its limit per shopper); cancelling the order before it is paid gives it back.
 */


export const usedUpByShopper = (code: string) => `You have already used coupon ${code} as many times as it allows per shopper`;

/** Paid, refunds or not (lib/orders/statuses.ts PAID_PAYMENT_STATUSES, a layer above this one). */
const PAID = ['completed', 'partially_refunded', 'refunded'] as const;

/** The shopper's uses of the coupon: their orders with it, except those cancelled before payment (given back). */
function shopperUses(db: Db, couponId: string, userId: string): Promise<number> {
  return db.order.count({
    where: { couponId, userId, OR: [{ deliveryStatus: { not: 'cancelled' } }, { paymentStatus: { in: [...PAID] } }] },
  });
}

/** Whether the shopper has used up the coupon's limit per shopper (never, when it has none). */
export async function shopperUsedUp(db: Db, coupon: { id: string; perShopperLimit: number | null }, userId: string): Promise<boolean> {
  return coupon.perShopperLimit !== null && (await shopperUses(db, coupon.id, userId)) >= coupon.perShopperLimit;
}

/**
 * The coupon of an order being placed, with its use counted, inside the order's transaction. The claim's row lock
 * makes a second order with the same coupon wait until this one commits, so its count of the shopper's uses (a
 * new statement, a new snapshot) sees this order: two orders at once cannot both take a shopper's last use.
 */
export async function claimOrderCoupon(db: Db, code: string, userId: string) {
  const coupon = await findUsableCoupon(db, code);
  if (!coupon || !(await claimCouponUse(db, coupon.id))) throw new AppError('invalid', INVALID_COUPON);
  if (await shopperUsedUp(db, coupon, userId)) throw new AppError('invalid', usedUpByShopper(coupon.code));
  return coupon;
}

/** Gives back the use an order counted (it was cancelled before payment). */
export async function returnCouponUse(db: Db, couponId: string): Promise<void> {
  await db.$executeRaw`UPDATE coupons SET used_count = used_count - 1, updated_at = now() WHERE id = ${couponId} AND used_count > 0`;
}

/**
 * Counts the use again for an order an admin brings back from cancelled. Not refused at the limit: the order
 * already carries its discount, and the admin's restoring it is deliberate.
 */
export async function recountCouponUse(db: Db, couponId: string): Promise<void> {
  await db.$executeRaw`UPDATE coupons SET used_count = used_count + 1, updated_at = now() WHERE id = ${couponId}`;
}
