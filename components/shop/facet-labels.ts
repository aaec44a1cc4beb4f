import type { Locale } from '@/lib/i18n/locales';
import { rupeeSign } from '@/lib/money';
import type { PriceRange } from './product-filter-query';

/**
 * The words of the shop's filter counts, in the page's language (`shop.facets`): the server and the browser render
 * the same locale, so the first paint and the hydrated page say the same.
 */
export type FacetTranslator = (
  key: 'productCount' | 'priceUnder' | 'priceBetween' | 'priceAbove' | 'ratingUp',
  values: Record<string, string | number>,
) => string;

const whole = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });

/** Whole rupees with the language's rupee sign: 'Rs. 1,000', 'රු. 1,000'. */
const rupees = (amount: number, locale: Locale) => `${rupeeSign(locale)} ${whole.format(amount)}`;

/** '1 product', '1,234 products' */
export const productCountLabel = (t: FacetTranslator, count: number) => t('productCount', { count });

/** An option's name with its count when known, 'Groceries (1,234)': the count is part of the option's accessible name. */
export const withCount = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${whole.format(count)})`);

/** 'Under Rs. 500', 'Rs. 500 - 1,000', 'Rs. 10,000 & above' */
export function priceBandLabel(t: FacetTranslator, locale: Locale, { min, max }: PriceRange): string {
  if (max === null) return t('priceAbove', { min: rupees(min, locale) });
  if (min === 0) return t('priceUnder', { max: rupees(max, locale) });
  return t('priceBetween', { min: rupees(min, locale), max: whole.format(max) });
}

/** '4 stars & up', '1 star & up' */
export const ratingLabel = (t: FacetTranslator, min: number) => t('ratingUp', { count: min });
