import type { ProductSort } from '@/lib/catalog/product-search';

/**
 * The product list's filters as the form holds them (text of the inputs), and their one URL form: the query
 * of the page's address (shareable, reloadable) and of `GET /api/products/filter`. Blank filters are left out,
 * so an unfiltered list has no query at all. No server imports: the browser's filter form uses these.
 */
export type FilterValues = {
  keyword: string;
  category: string;
  subCategory: string;
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  /** The least average rating, '1' to '4' stars ('' for any). */
  minRating: string;
  /** '' lets the server choose: best match with a keyword, else newest. */
  sort: ProductSort | '';
};

export const EMPTY_FILTERS: FilterValues = {
  keyword: '',
  category: '',
  subCategory: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  minRating: '',
  sort: '',
};

/** The sorts offered, each with its label's key in `shop.filters.sort`. */
export const SORT_OPTIONS: { value: ProductSort | ''; label: 'bestMatch' | 'newest' | 'priceAsc' | 'priceDesc' | 'rating' | 'name' }[] = [
  { value: '', label: 'bestMatch' },
  { value: 'newest', label: 'newest' },
  { value: 'price_asc', label: 'priceAsc' },
  { value: 'price_desc', label: 'priceDesc' },
  { value: 'rating', label: 'rating' },
  { value: 'name', label: 'name' },
];

/** The minimum ratings the server takes (lib/catalog/product-search.ts). */
const MIN_RATING = /^[1-4]$/;

const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value).filter(Boolean));

/** A page's `searchParams` (values may repeat) as URLSearchParams, the first value of each key. */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

/** The filters of an address's query; unknown keys and an unknown sort are ignored. */
export function filterValuesFromParams(params: URLSearchParams): FilterValues {
  const text = (key: keyof FilterValues) => params.get(key)?.trim() ?? '';
  const sort = text('sort');
  const inStock = text('inStock');
  const category = text('category');
  const minRating = text('minRating');
  return {
    keyword: text('keyword'),
    category,
    // A subcategory belongs to a category: without one it is not offered, so it does not filter either.
    subCategory: category ? text('subCategory') : '',
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    inStock: inStock === 'true' || inStock === '1',
    minRating: MIN_RATING.test(minRating) ? minRating : '',
    sort: SORTS.has(sort) ? (sort as ProductSort) : '',
  };
}

/** The query for these filters (and a page after the first), in a fixed key order. */
export function filterQuery(values: FilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = values.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  if (values.category) params.set('category', values.category);
  if (values.category && values.subCategory) params.set('subCategory', values.subCategory);
  if (values.minPrice.trim()) params.set('minPrice', values.minPrice.trim());
  if (values.maxPrice.trim()) params.set('maxPrice', values.maxPrice.trim());
  if (values.inStock) params.set('inStock', 'true');
  if (values.minRating) params.set('minRating', values.minRating);
  if (values.sort) params.set('sort', values.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** True when any filter narrows or orders the list (Clear Filters has something to clear). */
export function hasFilters(values: FilterValues): boolean {
  return filterQuery(values).size > 0;
}

/**
 * The filters the phone's filter sheet holds that narrow the list, the count on its button: the keyword stays outside
 * the sheet, and a sort orders the list without narrowing it. A price range counts once, whichever ends it has.
 */
export function activeFilterCount(values: FilterValues): number {
  const priced = Boolean(values.minPrice.trim() || values.maxPrice.trim());
  return [values.category, values.category && values.subCategory, priced, values.inStock, values.minRating].filter(Boolean).length;
}

/** A price band as the facets count it (lib/catalog/facets.ts): rupees from `min` up to, not including, `max`. */
export type PriceRange = { min: number; max: number | null };

/**
 * The price filters that choose a band, as the facets counted it: a price on a boundary is in the upper band, so the
 * upper end is one cent below `max`. No lower end for a band from 0, no upper end for the last band.
 */
export function priceBandFilters({ min, max }: PriceRange): Pick<FilterValues, 'minPrice' | 'maxPrice'> {
  return { minPrice: min > 0 ? String(min) : '', maxPrice: max === null ? '' : ((max * 100 - 1) / 100).toFixed(2) };
}

/** Rupees in whole cents (NaN for a price filter that is not a number), so '500' and '500.00' are the same bound. */
const toCents = (rupees: number) => Math.round(rupees * 100);

/** The index of the band the price filters choose exactly, -1 for none: no price filter, or a custom range. */
export function priceBandIndex(values: FilterValues, bands: readonly PriceRange[]): number {
  const minPrice = values.minPrice.trim();
  const maxPrice = values.maxPrice.trim();
  if (!minPrice && !maxPrice) return -1;
  // A blank minimum and 0 are the same lower end; a blank maximum is none.
  const min = minPrice ? toCents(Number(minPrice)) : 0;
  const max = maxPrice ? toCents(Number(maxPrice)) : null;
  // A band's upper end is one cent below its `max` (priceBandFilters).
  return bands.findIndex((band) => toCents(band.min) === min && (band.max === null ? max === null : toCents(band.max) - 1 === max));
}

/**
 * The price range's own check, made before asking the server: the key of its message in `shop.filters` for an
 * impossible range, else null. Other bad values (negative, not a number) are left to the server, which answers with
 * its message.
 */
export function priceRangeProblem(values: FilterValues): 'minAboveMax' | null {
  const min = values.minPrice.trim() === '' ? NaN : Number(values.minPrice);
  const max = values.maxPrice.trim() === '' ? NaN : Number(values.maxPrice);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) return 'minAboveMax';
  return null;
}
