/** The product page's quantity picker clamps 1..99, a cart line's limit. */
export const MAX_QUANTITY = 99;

/** The most a shopper can pick: 99, and never more than the stock (at least 1, so the picker stays valid). */
export function maxQuantity(stock: number): number {
  return Math.max(1, Math.min(MAX_QUANTITY, Math.floor(stock)));
}

/** A typed or stepped quantity as a whole number within 1..maxQuantity(stock); anything unreadable is 1. */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxQuantity(stock), Math.max(1, Math.trunc(value)));
}
