/**
 * Money, the shop's one representation of an amount of rupees: whole cents, so no total ever carries a
 * floating-point error. The database holds Decimal(12,2) and the API speaks numbers of rupees (the shop's
 * documented reply shapes); both meet Money only at their edge, through the functions named for them here.
 * No server-only imports: the browser formats the amounts the server computed.
 */

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

declare const unit: unique symbol;
/** Whole cents. Make one with `cents`, `moneyFromRupees` or `moneyFromDecimal`, never by a cast. */
export type Money = number & { readonly [unit]: 'cents' };

export const ZERO = 0 as Money;

/** An integer count of cents as Money. */
export function cents(count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Money must be whole cents, not ${count}`);
  return count as Money;
}

/**
 * Rupees as the API and the forms give them (1250.5): rounded half up to the cent. The product is rounded to a few
 * decimals first, so that binary floats such as 1.005 (really 1.00499999...) round as written.
 */
export function moneyFromRupees(rupees: number): Money {
  return cents(Math.round(Number((rupees * 100).toFixed(4))));
}

/** Rupees as the API replies give them: a number with at most two decimals. */
export function toRupees(amount: Money): number {
  return amount / 100;
}

const DECIMAL_TEXT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** A Decimal(12,2) read from the database (Prisma's Decimal, or its text), exactly. Anything else is a RangeError. */
export function moneyFromDecimal(decimal: { toFixed(digits: number): string } | string): Money {
  const text = typeof decimal === 'string' ? decimal.trim() : decimal.toFixed(2);
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most two decimals: ${text}`);
  const count = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return cents(match[1] ? -count : count);
}

/** The text Prisma stores in a Decimal(12,2) column: '1250.50'. */
export function toDecimalText(amount: Money): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function sum(amounts: readonly Money[]): Money {
  return cents(amounts.reduce<number>((total, amount) => total + amount, 0));
}

export function add(a: Money, b: Money): Money {
  return cents(a + b);
}

export function subtract(a: Money, b: Money): Money {
  return cents(a - b);
}

/** A unit price times a whole quantity. */
export function times(amount: Money, quantity: number): Money {
  return cents(amount * quantity);
}

/** `percent` per cent of an amount, rounded half up to the cent (a coupon's discount). */
export function percentOf(amount: Money, percent: number): Money {
  return cents(Math.round((amount * percent) / 100));
}

/** What a discounted product shows besides its price: the struck-through original and the real saving. */
export type ProductSaving = {
  original: Money;
  /** The saving in whole percent of the original, rounded down; 0 when it is under 1%. */
  savedPercent: number;
};

/**
 * The struck-through price of a discounted product, `price + price * discount / 100` to the cent (SPEC.md), and
 * what the shopper really saves on it. The discount is added on top of the price, so the saving is a smaller share
 * of the original: 15% on top saves 13%, which is what the label may claim. Null without a discount, or when it
 * comes to less than a cent.
 */
export function productSaving(price: Money, discountPercent: number): ProductSaving | null {
  if (!(discountPercent > 0)) return null;
  const original = add(price, percentOf(price, discountPercent));
  const saved = subtract(original, price);
  if (saved <= 0) return null;
  // Whole cents on both sides: the quotient is never rounded up to the next percent.
  return { original, savedPercent: Math.floor((saved * 100) / original) };
}

const rupeeFormat = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The rupee's sign in each language, as Sri Lankan shops write it. Fixed rather than `Intl`'s currency style, whose
 * sign differs between ICU versions (the server's Node writes 'රු.', Chromium 'LKR'), which would break hydration.
 */
const RUPEE_SIGNS: Record<Locale, string> = { en: 'Rs.', si: 'රු.', ta: 'ரூ.' };

/** 'Rs. 1,250.00' in English (the shop's own spelling, as the API's messages write amounts), 'රු. 1,250.00', 'ரூ. 1,250.00'. */
export function formatRs(amount: Money, locale: Locale = DEFAULT_LOCALE): string {
  return `${rupeeSign(locale)} ${rupeeFormat.format(toRupees(amount))}`;
}

export function rupeeSign(locale: Locale): string {
  return RUPEE_SIGNS[locale];
}
