/**
 * Money, the shop's one representation of an amount of rupees: whole cents, so no total ever carries a
 * floating-point error. The database holds Decimal(12,2) and the API speaks numbers of rupees (the shop's
 * documented reply shapes); both meet Money only at their edge, through the functions named for them here.
 * No server-only imports: the browser formats the amounts the server computed.
 */

declare const unit: unique symbol;
/** Whole cents. Make one with `cents`, `moneyFromRupees` or `moneyFromDecimal`, never by a cast. */
export type Money = number & { readonly [unit]: 'cents' };

export const ZERO = 0 as Money;

/** An integer count of cents as Money. */
export function cents(count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Money must be whole cents, not ${count}`);
  return count as Money;
}

/** Rupees as the API and the forms give them (1250.5): rounded to the cent. */
export function moneyFromRupees(rupees: number): Money {
  return cents(Math.round(rupees * 100));
}

/** Rupees as the API replies give them: a number with at most two decimals. */
export function toRupees(amount: Money): number {
  return amount / 100;
}

/** A Decimal(12,2) read from the database (Prisma's Decimal, or its text), exactly. */
export function moneyFromDecimal(decimal: { toFixed(digits: number): string } | string): Money {
  const text = typeof decimal === 'string' ? decimal : decimal.toFixed(2);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const count = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return cents(text.startsWith('-') ? -count : count);
}

/** The text Prisma stores in a Decimal(12,2) column: '1250.50'. */
export function toDecimalText(amount: Money): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function sum(amounts: readonly Money[]): Money {
  return amounts.reduce<number>((total, amount) => total + amount, 0) as Money;
}

export function add(a: Money, b: Money): Money {
  return (a + b) as Money;
}

export function subtract(a: Money, b: Money): Money {
  return (a - b) as Money;
}

/** A unit price times a whole quantity. */
export function times(amount: Money, quantity: number): Money {
  return cents(amount * quantity);
}

/** `percent` per cent of an amount, rounded half up to the cent (a coupon's discount). */
export function percentOf(amount: Money, percent: number): Money {
  return cents(Math.round((amount * percent) / 100));
}

/**
 * The struck-through price of a discounted product: `price + price * discount / 100`, to the cent. Null
 * without a discount.
 */
export function originalPrice(price: Money, discountPercent: number): Money | null {
  if (!(discountPercent > 0)) return null;
  return add(price, percentOf(price, discountPercent));
}

const rupeeFormat = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,250.00' */
export function formatRs(amount: Money): string {
  return `Rs. ${rupeeFormat.format(toRupees(amount))}`;
}
