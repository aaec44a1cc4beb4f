import { describe, expect, it } from 'vitest';
import { colomboDay, formatExpiry, isExpired, parseExpiry, resolveExpiry } from './expiry';
import {
  CODE_MESSAGE,
  COUPON_REQUIRED,
  couponApplySchema,
  couponFormSchema,
  couponSchema,
  DESCRIPTION_MESSAGE,
  DISCOUNT_PERCENT_MESSAGE,
  ENTER_COUPON_CODE,
  EXPIRY_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  expiryProblem,
  USAGE_LIMIT_MESSAGE,
  usageLimitProblem,
} from './schemas';

/** Coupon input rules and expiry dates, without a database. */

describe('expiry dates (Asia/Colombo, +05:30)', () => {
  it('reads a day as the end of that day in Colombo', () => {
    expect(parseExpiry('2026-12-31')?.toISOString()).toBe('2026-12-31T18:29:59.999Z');
    expect(parseExpiry(' 2028-02-29 ')?.toISOString()).toBe('2028-02-29T18:29:59.999Z');
  });

  it('reads an ISO date-time with Z or an offset as that instant', () => {
    expect(parseExpiry('2026-12-31T10:00:00.000Z')?.toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(parseExpiry('2026-12-31T10:00+05:30')?.toISOString()).toBe('2026-12-31T04:30:00.000Z');
  });

  it.each(['', 'tomorrow', '2026-02-30', '2027-02-29', '2026-13-01', '31/12/2026', '2026-12-31T10:00:00', '2026-12-31T25:00Z', '1969-12-31', '+275760-09-13'])(
    'refuses %j',
    (text) => expect(parseExpiry(text)).toBeNull(),
  );

  it('shows the Colombo day, also late in the UTC day', () => {
    expect(colomboDay(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(colomboDay(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(formatExpiry('2026-12-31T18:29:59.999Z')).toBe('31 Dec 2026');
    expect(formatExpiry('2026-01-05T00:00:00.000Z')).toBe('5 Jan 2026');
  });

  it('counts a coupon expired from its expiry instant on', () => {
    const expiry = new Date('2026-06-01T00:00:00.000Z');
    expect(isExpired(expiry, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired(expiry, expiry)).toBe(true);
  });

  it('keeps the saved instant when the day or the instant sent is unchanged', () => {
    const saved = new Date('2026-03-10T06:15:00.000Z'); // 10 Mar 2026, 11:45 in Colombo
    expect(resolveExpiry('2026-03-10', saved)).toEqual({ at: saved, unchanged: true });
    expect(resolveExpiry('2026-03-10T06:15:00.000Z', saved)).toEqual({ at: saved, unchanged: true });
    expect(resolveExpiry('2026-03-11', saved)).toEqual({ at: new Date('2026-03-11T18:29:59.999Z'), unchanged: false });
    expect(resolveExpiry('nonsense', saved)).toBeNull();
  });
});

describe('couponSchema (admin create and update)', () => {
  const valid = { code: ' summer-24_a ', discountPercent: 15, expiryDate: '2030-01-31' };
  const messageOf = (input: Record<string, unknown>) => {
    const parsed = couponSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('trims and upper-cases the code, defaults the optional fields', () => {
    expect(couponSchema.parse(valid)).toEqual({
      code: 'SUMMER-24_A',
      discountPercent: 15,
      expiryDate: '2030-01-31',
      usageLimit: 0,
      perShopperLimit: null,
      description: '',
    });
  });

  it('takes numbers as form text too', () => {
    expect(couponSchema.parse({ ...valid, discountPercent: ' 100 ', usageLimit: '25', description: ' Avurudu ' })).toMatchObject({
      discountPercent: 100,
      usageLimit: 25,
      description: 'Avurudu',
    });
    expect(couponSchema.parse({ ...valid, usageLimit: '' }).usageLimit).toBe(0);
    expect(couponSchema.parse({ ...valid, usageLimit: null, description: null })).toMatchObject({ usageLimit: 0, description: '' });
  });

  it.each(['code', 'discountPercent', 'expiryDate'])('says a missing, null or blank %s is required', (field) => {
    expect(messageOf({ ...valid, [field]: undefined })).toBe(COUPON_REQUIRED);
    expect(messageOf({ ...valid, [field]: null })).toBe(COUPON_REQUIRED);
    expect(messageOf({ ...valid, [field]: '   ' })).toBe(COUPON_REQUIRED);
  });

  it.each([
    ['a 2-character code', { code: 'AB' }, CODE_MESSAGE],
    ['a 41-character code', { code: 'A'.repeat(41) }, CODE_MESSAGE],
    ['a code with a space', { code: 'SAVE 10' }, CODE_MESSAGE],
    ['a code with ß (upper-cased SS)', { code: 'maß' }, CODE_MESSAGE],
    ['a code that is a number', { code: 12345 }, CODE_MESSAGE],
    ['discount 0', { discountPercent: 0 }, DISCOUNT_PERCENT_MESSAGE],
    ['discount 101', { discountPercent: 101 }, DISCOUNT_PERCENT_MESSAGE],
    ['discount 12.5', { discountPercent: 12.5 }, DISCOUNT_PERCENT_MESSAGE],
    ['discount "1e1"', { discountPercent: '1e1' }, DISCOUNT_PERCENT_MESSAGE],
    ['discount true', { discountPercent: true }, DISCOUNT_PERCENT_MESSAGE],
    ['an impossible day', { expiryDate: '2030-02-30' }, EXPIRY_MESSAGE],
    ['a date-time without offset', { expiryDate: '2030-01-31T10:00:00' }, EXPIRY_MESSAGE],
    ['an expiry as a number', { expiryDate: 1893456000000 }, EXPIRY_MESSAGE],
    ['usage limit -1', { usageLimit: -1 }, USAGE_LIMIT_MESSAGE],
    ['usage limit 1.5', { usageLimit: 1.5 }, USAGE_LIMIT_MESSAGE],
    ['usage limit over a million', { usageLimit: 1_000_001 }, USAGE_LIMIT_MESSAGE],
    ['a description over 300 characters', { description: 'x'.repeat(301) }, DESCRIPTION_MESSAGE],
    ['a description that is not text', { description: 5 }, DESCRIPTION_MESSAGE],
  ])('refuses %s', (_label, change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });
});

describe('rules against the saved coupon', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');

  it('wants a new expiry in the future; today (its end in Colombo) still is', () => {
    expect(expiryProblem('2026-06-15', null, now)).toBeNull();
    expect(expiryProblem('2026-06-14', null, now)).toBe(EXPIRY_PAST_MESSAGE);
    expect(expiryProblem('2026-06-15T11:59:59Z', null, now)).toBe(EXPIRY_PAST_MESSAGE);
    expect(expiryProblem('bad', null, now)).toBe(EXPIRY_MESSAGE);
  });

  it('lets an update keep a past expiry unchanged, not move it to another past day', () => {
    const saved = { expiryDate: new Date('2026-01-01T06:00:00.000Z'), usedCount: 0 };
    expect(expiryProblem('2026-01-01', saved, now)).toBeNull();
    expect(expiryProblem('2026-01-01T06:00:00.000Z', saved, now)).toBeNull();
    expect(expiryProblem('2026-01-02', saved, now)).toBe(EXPIRY_PAST_MESSAGE);
  });

  it('keeps a usage limit at or above the uses made, unless 0 (unlimited)', () => {
    expect(usageLimitProblem(0, 7)).toBeNull();
    expect(usageLimitProblem(7, 7)).toBeNull();
    expect(usageLimitProblem(6, 7)).toBe('Usage limit cannot be below 7, the times already used (0 = unlimited)');
  });

  it('the admin form checks both, on the fields concerned', () => {
    const tomorrow = colomboDay(new Date(Date.now() + 86_400_000));
    const editing = couponFormSchema({ expiryDate: new Date('2020-01-01T00:00:00.000Z'), usedCount: 3 });
    const parsed = editing.safeParse({ code: 'OLD10', discountPercent: '10', expiryDate: '2020-01-01', usageLimit: '2' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['usageLimit', 'Usage limit cannot be below 3, the times already used (0 = unlimited)'],
    ]);
    const creating = couponFormSchema(null).safeParse({ code: 'NEW10', discountPercent: '10', expiryDate: '2020-01-01' });
    expect(creating.success ? [] : creating.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['expiryDate', EXPIRY_PAST_MESSAGE],
    ]);
    expect(couponFormSchema(null).safeParse({ code: 'NEW10', discountPercent: '10', expiryDate: tomorrow }).success).toBe(true);
  });
});

describe('couponApplySchema', () => {
  const messageOf = (input: unknown) => {
    const parsed = couponApplySchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('takes the code as typed (looked up upper-cased) for the cart by default', () => {
    expect(couponApplySchema.parse({ couponCode: ' welcome10 ' })).toEqual({ couponCode: 'welcome10', buyNow: undefined });
  });

  it('takes a buy-now product and quantity', () => {
    expect(couponApplySchema.parse({ couponCode: 'A1B', mode: 'buy_now', productId: 'p1', quantity: '2' })).toEqual({
      couponCode: 'A1B',
      buyNow: { productId: 'p1', quantity: 2 },
    });
    expect(messageOf({ couponCode: 'A1B', mode: 'buy_now' })).toBe('Choose a product to buy');
  });

  it.each([undefined, null, '', '   ', 42])('says %j is no code', (couponCode) => {
    expect(messageOf({ couponCode })).toBe(ENTER_COUPON_CODE);
  });

  it('calls a code longer than any coupon invalid', () => {
    expect(messageOf({ couponCode: 'X'.repeat(41) })).toBe('Invalid coupon');
  });
});
