import type { PriceRange } from './product-filter-query';

/**
 * The words of the shop's filter counts. One locale on the server and in the browser, so the first paint and the
 * hydrated page say the same.
 */
const whole = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const plural = new Intl.PluralRules('en-LK');

const counted = (count: number, one: string, other: string) => `${whole.format(count)} ${plural.select(count) === 'one' ? one : other}`;

/** '1 product', '1,234 products' */
export const productCountLabel = (count: number) => counted(count, 'product', 'products');

/** An option's name with its count when known, 'Groceries (1,234)': the count is part of the option's accessible name. */
export const withCount = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${whole.format(count)})`);

/** 'Under Rs. 500', 'Rs. 500 - 1,000', 'Rs. 10,000 & above' */
export function priceBandLabel({ min, max }: PriceRange): string {
  if (max === null) return `Rs. ${whole.format(min)} & above`;
  if (min === 0) return `Under Rs. ${whole.format(max)}`;
  return `Rs. ${whole.format(min)} - ${whole.format(max)}`;
}

/** '4 stars & up', '1 star & up' */
export const ratingLabel = (min: number) => `${counted(min, 'star', 'stars')} & up`;
