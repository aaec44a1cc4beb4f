import { z } from 'zod';
import { wholeNumberInput } from '@/lib/http/numbers';
import { isExpired, parseExpiry, resolveExpiry } from './expiry';

export const INVALID_COUPON = 'Invalid coupon';

/** Codes are stored upper-cased. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * Coupon input rules with their messages, shared by the route handlers and the admin form (react-hook-form
 * through @hookform/resolvers). Numbers are taken as JSON numbers or as form text.
 */

export const COUPON_REQUIRED = 'Code, discount percent and expiry date are required';
export const CODE_MESSAGE = 'Coupon code must be 3-40 letters, digits, - or _';
export const DISCOUNT_PERCENT_MESSAGE = 'Discount percent must be a whole number from 1 to 100';
export const EXPIRY_MESSAGE = 'Expiry date must be a valid date';
export const EXPIRY_PAST_MESSAGE = 'Expiry date must be in the future';
export const MAX_USAGE_LIMIT = 1_000_000;
export const USAGE_LIMIT_MESSAGE = 'Usage limit must be a whole number from 0 (unlimited) to 1,000,000';
export const PER_SHOPPER_LIMIT_MESSAGE = 'Limit per shopper must be a whole number from 1 to 1,000,000, or empty for no limit';
export const MAX_DESCRIPTION = 300;
export const DESCRIPTION_MESSAGE = 'Description must be at most 300 characters';
export const ENTER_COUPON_CODE = 'Enter a coupon code';
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'Coupon code already exists';

/** Codes as typed: checked before upper-casing, so 'ß' (upper-cased 'SS') is not taken for letters. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required field: absent, null or blank text gives COUPON_REQUIRED, anything else goes on to `schema`. */
const required = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.custom<unknown>((value) => value !== undefined, COUPON_REQUIRED).pipe(schema));

/** Whole numbers as JSON numbers or plain digit text (lib/http/numbers.ts). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(wholeNumberInput, z.number({ error: message }).int(message).min(min, message).max(max, message));

export const couponSchema = z.object({
  code: required(z.string({ error: CODE_MESSAGE }).trim().regex(CODE_PATTERN, CODE_MESSAGE).transform(normalizeCouponCode)),
  discountPercent: required(wholeNumber(DISCOUNT_PERCENT_MESSAGE, 1, 100)),
  /** Checked for form here; whether it may be in the past is the domain's call (an unchanged expiry may). */
  expiryDate: required(z.string({ error: EXPIRY_MESSAGE }).trim().refine((text) => parseExpiry(text) !== null, EXPIRY_MESSAGE)),
  usageLimit: z.preprocess((value) => (isBlank(value) ? 0 : value), wholeNumber(USAGE_LIMIT_MESSAGE, 0, MAX_USAGE_LIMIT)),
  /** Uses one shopper may make; empty (or left out) means no limit. */
  perShopperLimit: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    wholeNumber(PER_SHOPPER_LIMIT_MESSAGE, 1, MAX_USAGE_LIMIT).nullable(),
  ),
  description: z.preprocess(
    (value) => value ?? '',
    z.string({ error: DESCRIPTION_MESSAGE }).trim().max(MAX_DESCRIPTION, DESCRIPTION_MESSAGE),
  ),
});
export type CouponInput = z.output<typeof couponSchema>;
export type CouponFormValues = z.input<typeof couponSchema>;

/** The saved coupon an update starts from (null when creating). */
export type SavedCoupon = { expiryDate: Date; usedCount: number } | null;

/** Why an admin's expiry is refused, given the saved coupon: a new expiry must be in the future. */
export function expiryProblem(text: string, saved: SavedCoupon, now = new Date()): string | null {
  const expiry = resolveExpiry(text, saved?.expiryDate ?? null);
  if (!expiry) return EXPIRY_MESSAGE;
  return !expiry.unchanged && isExpired(expiry.at, now) ? EXPIRY_PAST_MESSAGE : null;
}

export const usageLimitBelowUsed = (usedCount: number) =>
  `Usage limit cannot be below ${usedCount}, the times already used (0 = unlimited)`;

/** A limit other than 0 (unlimited) must leave room for the uses already counted. */
export function usageLimitProblem(usageLimit: number, usedCount: number): string | null {
  return usageLimit > 0 && usageLimit < usedCount ? usageLimitBelowUsed(usedCount) : null;
}

/**
 * The admin form's rules: couponSchema plus what the server checks against the saved coupon, so the admin sees the
 * message before sending. `now` is read at each validation.
 */
export function couponFormSchema(savedCoupon: SavedCoupon) {
  return couponSchema.superRefine((values, context) => {
    const expiry = expiryProblem(values.expiryDate, savedCoupon);
    if (expiry) context.addIssue({ code: 'custom', message: expiry, path: ['expiryDate'] });
    const limit = usageLimitProblem(values.usageLimit, savedCoupon?.usedCount ?? 0);
    if (limit) context.addIssue({ code: 'custom', message: limit, path: ['usageLimit'] });
  });
}

/**
 * POST /api/coupon/apply: the code (a code longer than any stored one is simply not a coupon). The shop's added
 * `mode: 'buy_now'` with `productId` and `quantity` prices that one product instead of the cart, as order creation
 * does; any amount the client sends is ignored.
 */
const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 99';
export const couponApplySchema = z
  .object({
    couponCode: z.string({ error: ENTER_COUPON_CODE }).trim().min(1, ENTER_COUPON_CODE).max(40, INVALID_COUPON),
    mode: z.enum(['cart', 'buy_now'], { error: 'mode must be cart or buy_now' }).default('cart'),
    productId: z.string({ error: 'Choose a product to buy' }).trim().max(64, 'Product not found').optional(),
    quantity: wholeNumber(QUANTITY_MESSAGE, 1, 99).optional(),
  })
  .transform((input, context) => {
    if (input.mode === 'cart') return { couponCode: input.couponCode, buyNow: undefined };
    if (!input.productId) {
      context.addIssue({ code: 'custom', message: 'Choose a product to buy', path: ['productId'] });
      return z.NEVER;
    }
    return { couponCode: input.couponCode, buyNow: { productId: input.productId, quantity: input.quantity ?? 1 } };
  });
export type CouponApplyInput = z.output<typeof couponApplySchema>;
