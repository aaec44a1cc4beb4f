/**
 * Numbers in requests (docs/decisions.md, The API in general): a JSON number, or plain decimal text where a field
 * takes text (a form field, a query parameter). Number() and z.coerce.number() would also read '0x10' as 16, '1e1' as
 * 10, 'Infinity', and ' ' as 0, so every number a request carries is read here. Only ASCII digits count (JavaScript's
 * \d), never '١٢'; spaces around the text are allowed, as forms send them. No zod: the product page's review form
 * uses this too and stays without it.
 */

const WHOLE_NUMBER_TEXT = /^\s*\d+\s*$/;
/** A sign, digits and decimals of any length: a field that allows at most two says so in its own message. */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** Digit text ('12') as its number, else null. */
export function parseWholeNumber(text: string): number | null {
  return WHOLE_NUMBER_TEXT.test(text) ? Number(text) : null;
}

/** Plain decimal text ('10.50', '-3') as its number, else null. */
export function parseDecimal(text: string): number | null {
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

/**
 * A whole-number field before its schema checks it: text becomes its number, or NaN when it is not digits, so the
 * field's z.number() refuses it with the field's own message; anything else goes on as it came.
 */
export const wholeNumberInput = (value: unknown): unknown => (typeof value === 'string' ? (parseWholeNumber(value) ?? Number.NaN) : value);

/** A decimal field (an amount of money, a price filter) before its schema checks it, as wholeNumberInput. */
export const decimalInput = (value: unknown): unknown => (typeof value === 'string' ? (parseDecimal(value) ?? Number.NaN) : value);
