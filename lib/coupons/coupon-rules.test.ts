import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@/tests/database';
import { claimCouponUse, findUsableCoupon } from './coupon-rules';
import { normalizeCouponCode } from './schemas';

/** When a coupon may be used, counting a use atomically, and the discount in cents (on a real database). */

const { prisma } = await setupTestDatabase();

let counter = 0;
const HOUR = 60 * 60 * 1000;

function makeCoupon(options: { expiresIn?: number; usageLimit?: number; usedCount?: number; discountPercent?: number } = {}) {
  counter += 1;
  return prisma.coupon.create({
    data: {
      code: `RULES${counter}`,
      discountPercent: options.discountPercent ?? 10,
      expiryDate: new Date(Date.now() + (options.expiresIn ?? 24 * HOUR)),
      usageLimit: options.usageLimit ?? 0,
      usedCount: options.usedCount ?? 0,
    },
  });
}

const usedCountOf = async (id: string) => (await prisma.coupon.findUniqueOrThrow({ where: { id } })).usedCount;

describe('normalizeCouponCode', () => {
  it('trims and upper-cases', () => expect(normalizeCouponCode('  save-10_a ')).toBe('SAVE-10_A'));
});

describe('findUsableCoupon', () => {
  it('finds a valid code in any letter case and with spaces around it', async () => {
    const coupon = await makeCoupon();
    expect((await findUsableCoupon(prisma, ` ${coupon.code.toLowerCase()} `))?.id).toBe(coupon.id);
  });

  it('knows no unknown code', async () => {
    expect(await findUsableCoupon(prisma, 'NO-SUCH-CODE')).toBeNull();
  });

  it('refuses an expired coupon, from its expiry instant on', async () => {
    const expired = await makeCoupon({ expiresIn: -HOUR });
    expect(await findUsableCoupon(prisma, expired.code)).toBeNull();
    const coupon = await makeCoupon();
    expect(await findUsableCoupon(prisma, coupon.code, new Date(coupon.expiryDate.getTime() - 1))).not.toBeNull();
    expect(await findUsableCoupon(prisma, coupon.code, coupon.expiryDate)).toBeNull();
  });

  it('refuses a used-up coupon (usedCount = usageLimit) and takes one with a use left', async () => {
    expect(await findUsableCoupon(prisma, (await makeCoupon({ usageLimit: 3, usedCount: 3 })).code)).toBeNull();
    expect(await findUsableCoupon(prisma, (await makeCoupon({ usageLimit: 3, usedCount: 2 })).code)).not.toBeNull();
  });

  it('takes an unlimited coupon (usageLimit 0) whatever its use', async () => {
    expect(await findUsableCoupon(prisma, (await makeCoupon({ usageLimit: 0, usedCount: 5000 })).code)).not.toBeNull();
  });
});

describe('claimCouponUse', () => {
  it('counts one use while under the limit, then refuses', async () => {
    const coupon = await makeCoupon({ usageLimit: 2 });
    expect(await claimCouponUse(prisma, coupon.id)).toBe(true);
    expect(await claimCouponUse(prisma, coupon.id)).toBe(true);
    expect(await claimCouponUse(prisma, coupon.id)).toBe(false);
    expect(await usedCountOf(coupon.id)).toBe(2);
  });

  it('never goes past the limit: of 3 parallel claims on a limit of 1, exactly one wins', async () => {
    const coupon = await makeCoupon({ usageLimit: 1 });
    const results = await Promise.all([1, 2, 3].map(() => claimCouponUse(prisma, coupon.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await usedCountOf(coupon.id)).toBe(1);
  });

  it('never goes past the limit in parallel transactions either', async () => {
    const coupon = await makeCoupon({ usageLimit: 1 });
    const results = await Promise.all(
      [1, 2, 3].map(() => prisma.$transaction((tx) => claimCouponUse(tx, coupon.id)).catch(() => false)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await usedCountOf(coupon.id)).toBe(1);
  });

  it('counts every use of an unlimited coupon', async () => {
    const coupon = await makeCoupon({ usageLimit: 0 });
    expect(await Promise.all([1, 2, 3].map(() => claimCouponUse(prisma, coupon.id)))).toEqual([true, true, true]);
    expect(await usedCountOf(coupon.id)).toBe(3);
  });

  it('refuses an expired coupon and an unknown id', async () => {
    const expired = await makeCoupon({ expiresIn: -HOUR });
    expect(await claimCouponUse(prisma, expired.id)).toBe(false);
    expect(await usedCountOf(expired.id)).toBe(0);
    expect(await claimCouponUse(prisma, 'no-such-id')).toBe(false);
  });

  it('judges expiry by the instant given', async () => {
    const coupon = await makeCoupon({ expiresIn: HOUR });
    expect(await claimCouponUse(prisma, coupon.id, new Date(coupon.expiryDate.getTime() + 1))).toBe(false);
    expect(await claimCouponUse(prisma, coupon.id, new Date(coupon.expiryDate.getTime() - 60_000))).toBe(true);
  });
});
