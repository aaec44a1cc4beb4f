import 'server-only';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { couponSelect, toCoupon } from './coupon-select';
import { resolveExpiry } from './expiry';
import {
  COUPON_CODE_TAKEN,
  COUPON_NOT_FOUND,
  type CouponInput,
  expiryProblem,
  type SavedCoupon,
  usageLimitBelowUsed,
  usageLimitProblem,
} from './schemas';
import type { Coupon } from './types';

/**
 * The admin's coupons: codes unique regardless of letter case (stored upper-cased), discount 1-100 %, an expiry in
 * the future (an update may keep a past one unchanged), usage limit 0 (unlimited) or at least the uses so far, an
 * optional limit per shopper (enforced when orders are placed, coupon-uses.ts).
 * `usedCount` is never written here: only orders count uses (coupon-rules.ts).
 */

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
const isNotFound = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

/** Every coupon, newest first. */
export async function listCoupons(): Promise<Coupon[]> {
  const coupons = await prisma.coupon.findMany({ select: couponSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return coupons.map(toCoupon);
}

function checkedExpiry(input: CouponInput, saved: SavedCoupon, now: Date): Date {
  const problem = expiryProblem(input.expiryDate, saved, now);
  if (problem) throw new AppError('invalid', problem);
  return resolveExpiry(input.expiryDate, saved?.expiryDate ?? null)!.at;
}

async function assertCodeFree(code: string, exceptId?: string): Promise<void> {
  const taken = await prisma.coupon.findFirst({ where: { code, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  if (taken) throw new AppError('conflict', COUPON_CODE_TAKEN);
}

/** The columns an admin sets, from the checked input. */
function couponData(input: CouponInput, expiryDate: Date) {
  const { code, discountPercent, usageLimit, perShopperLimit, description } = input;
  return { code, discountPercent, expiryDate, usageLimit, perShopperLimit, description };
}

export async function createCoupon(input: CouponInput, now = new Date()): Promise<Coupon> {
  const expiryDate = checkedExpiry(input, null, now);
  await assertCodeFree(input.code);
  try {
    const coupon = await prisma.coupon.create({
      data: couponData(input, expiryDate),
      select: couponSelect,
    });
    return toCoupon(coupon);
  } catch (error) {
    // The same code created meanwhile.
    if (isUniqueViolation(error)) throw new AppError('conflict', COUPON_CODE_TAKEN);
    throw error;
  }
}

/**
 * Replaces every field an admin sets. The limit is written only while the uses counted stay within it, so an order
 * claiming a use meanwhile cannot leave the coupon used past its new limit.
 */
export async function updateCoupon(id: string, input: CouponInput, now = new Date()): Promise<Coupon> {
  const current = await prisma.coupon.findUnique({ where: { id }, select: { expiryDate: true, usedCount: true } });
  if (!current) throw new AppError('not_found', COUPON_NOT_FOUND);
  const expiryDate = checkedExpiry(input, current, now);
  const limitProblem = usageLimitProblem(input.usageLimit, current.usedCount);
  if (limitProblem) throw new AppError('invalid', limitProblem);
  await assertCodeFree(input.code, id);
  try {
    const coupon = await prisma.coupon.update({
      where: { id, ...(input.usageLimit > 0 && { usedCount: { lte: input.usageLimit } }) },
      data: couponData(input, expiryDate),
      select: couponSelect,
    });
    return toCoupon(coupon);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', COUPON_CODE_TAKEN);
    if (!isNotFound(error)) throw error;
    // Deleted meanwhile, or orders used it past the new limit meanwhile.
    const latest = await prisma.coupon.findUnique({ where: { id }, select: { usedCount: true } });
    if (!latest) throw new AppError('not_found', COUPON_NOT_FOUND);
    throw new AppError('invalid', usageLimitBelowUsed(latest.usedCount));
  }
}

/** Orders that used it keep its code (`orders.coupon_id` becomes NULL, `coupon_code` stays). */
export async function deleteCoupon(id: string): Promise<void> {
  try {
    await prisma.coupon.delete({ where: { id } });
  } catch (error) {
    if (isNotFound(error)) throw new AppError('not_found', COUPON_NOT_FOUND);
    throw error;
  }
}
