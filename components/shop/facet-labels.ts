import type { Locale } from '@/lib/i18n/locales';
import { INTL_LOCALES } from '@/lib/i18n/locales';
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
const wholeRupees = new Map<Locale, Intl.NumberFormat>();

/** Whole rupees: 'Rs. 1,000' in English (as formatRs), the language's own rupee sign otherwise. */
function rupees(amount: number, locale: Locale): string {
  if (locale === 'en') return `Rs. ${whole.format(amount)}`;
  let format = wholeRupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 });
    wholeRupees.set(locale, format);
  }
  return format.format(amount);
}

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
