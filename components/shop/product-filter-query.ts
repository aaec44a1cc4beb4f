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
  sort: '',
};

export const SORT_OPTIONS: { value: ProductSort | ''; label: string }[] = [
  { value: '', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name: A to Z' },
];

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
  return {
    keyword: text('keyword'),
    category,
    // A subcategory belongs to a category: without one it is not offered, so it does not filter either.
    subCategory: category ? text('subCategory') : '',
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    inStock: inStock === 'true' || inStock === '1',
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
  if (values.sort) params.set('sort', values.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** True when any filter narrows or orders the list (Clear Filters has something to clear). */
export function hasFilters(values: FilterValues): boolean {
  return filterQuery(values).size > 0;
}

/**
 * The price range's own check, made before asking the server: a message for an impossible range, else null.
 * Other bad values (negative, not a number) are left to the server, which answers with its message.
 */
export function priceRangeProblem(values: FilterValues): string | null {
  const min = values.minPrice.trim() === '' ? NaN : Number(values.minPrice);
  const max = values.maxPrice.trim() === '' ? NaN : Number(values.maxPrice);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) return 'Min price cannot be above max price';
  return null;
}
