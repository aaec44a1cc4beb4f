/**
 * Catalogue money, exact: prices are Decimal(12,2) in the database and handled here as whole cents, so no
 * total ever carries a floating-point error. No server-only imports: product cards use these too.
 */

/** Whole cents of a price given in rupees (a number or a decimal string such as '1250.50'). */
export function toCents(rupees: number | string): number {
  return Math.round(Number(rupees) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The struck-through price of a discounted product (ARCHITECTURE.md): `price + price * discount / 100`, to the
 * cent. Null without a discount.
 */
export function originalPrice(price: number, discountPercent: number): number | null {
  if (!(discountPercent > 0)) return null;
  return fromCents(Math.round((toCents(price) * (100 + discountPercent)) / 100));
}

const rupees = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,250.00' */
export function formatRs(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}
