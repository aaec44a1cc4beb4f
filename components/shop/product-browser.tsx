'use client';

import { usePathname } from 'next/navigation';
import { type ChangeEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { productFromJson, type ProductJson, subcategoryFromJson, type SubcategoryJson } from '@/lib/catalog/catalog-json';
import type { CatalogueRef } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { type CardProduct, cardProductOf } from './product-card';
import { ProductGrid } from './product-grid';
import {
  EMPTY_FILTERS,
  type FilterValues,
  filterQuery,
  filterValuesFromParams,
  hasFilters,
  priceRangeProblem,
  SORT_OPTIONS,
} from './product-filter-query';
import { resultMessage } from '@/lib/http/result-message';

/** The search re-runs 300 ms after the last change of a filter or the keyword. */
export const SEARCH_DEBOUNCE_MS = 300;

const FETCH_FAILED = 'Failed to fetch products';
const FETCH_ERROR = 'Something went wrong while fetching products';

/**
 * The first page of results as the server rendered it (none when that failed, with `initialError`): its cards come
 * rendered (`initialCards`), so the browser gets only their ids, to tell a repeat when "Load more" adds a page.
 */
export type InitialProducts = { query: string; ids: string[]; hasMore: boolean };

type ProductBrowserProps = {
  categories: CatalogueRef[];
  /** Subcategories already known, by category id (the server sends those of the category in the address). */
  initialSubcategories: Record<string, CatalogueRef[]>;
  initial: InitialProducts;
  initialError: string | null;
  /**
   * The first page's cards, rendered on the server: they lead the list until a new search replaces it, and are not
   * rendered again in the browser while the page hydrates (the home page's main-thread time on a phone).
   */
  initialCards: ReactNode;
};

type ProductList = {
  query: string;
  /** Whether the server's first page (`initialCards`) leads the list. */
  leading: boolean;
  /** The cards the browser fetched: a new search's, or the pages "Load more" added after the leading ones. */
  products: CardProduct[];
  page: number;
  hasMore: boolean;
};

const addressUnchanging = () => () => {};

/**
 * The address's query in the browser; null on the server and while hydrating. Read from `location`, not
 * useSearchParams, which a cached page (rendered once for every address) cannot read.
 */
function useAddressQuery(): string | null {
  return useSyncExternalStore(addressUnchanging, () => window.location.search, () => null);
}

const keywordOf = (query: string) => new URLSearchParams(query).get('keyword');

const fieldClassName =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 sm:text-sm';
const labelClassName = 'block text-sm font-medium text-gray-900';

/**
 * The product search and filter list of the home and shop pages. The server renders the first page of the
 * address's filters; afterwards each change of the form searches again through `GET /api/products/filter`
 * (debounced) and writes the filters into the address without a navigation, so the list can be shared and
 * reloaded. "Load more" appends the next page while the server says more follow.
 */
export function ProductBrowser({ categories, initialSubcategories, initial, initialError, initialCards }: ProductBrowserProps) {
  const pathname = usePathname();
  const ids = useId();
  const [values, setValues] = useState<FilterValues>(() => filterValuesFromParams(new URLSearchParams(initial.query)));
  // The address, not the server's props, once the browser shows it: after Back, the restored page may hold the props
  // of an older query. Read once: afterwards the address follows the form.
  const addressQuery = useAddressQuery();
  const [addressRead, setAddressRead] = useState(false);
  if (!addressRead && addressQuery !== null) {
    setAddressRead(true);
    const addressValues = filterValuesFromParams(new URLSearchParams(addressQuery));
    if (filterQuery(addressValues).toString() !== initial.query) setValues(addressValues);
  }
  const [subcategories, setSubcategories] = useState(initialSubcategories);
  const [list, setList] = useState<ProductList>({ query: initial.query, leading: true, products: [], page: 1, hasMore: initial.hasMore });
  const [status, setStatus] = useState<'idle' | 'loading' | 'more'>('idle');
  const [error, setError] = useState<string | null>(initialError);
  /** The query of the last search started: the one whose results the list shows or is waiting for. */
  const started = useRef(initial.query);
  /** Replies of searches overtaken by a newer one are dropped. */
  const latestRequest = useRef(0);

  const query = filterQuery(values).toString();
  const rangeProblem = priceRangeProblem(values);

  useEffect(() => {
    if (initialError) toast.error(initialError, { id: 'product-search-error' });
  }, [initialError]);

  async function load(searchQuery: string, page: number) {
    const request = ++latestRequest.current;
    setStatus(page === 1 ? 'loading' : 'more');
    setError(null);
    const params = new URLSearchParams(searchQuery);
    if (page > 1) params.set('page', String(page));
    const result = await apiFetch<ProductJson[]>(`/api/products/filter?${params}`);
    if (request !== latestRequest.current) return;
    setStatus('idle');
    if (!result.ok || !Array.isArray(result.data)) {
      // The server's message first (a 400 says which filter is wrong); no reply at all is a network failure.
      const message = resultMessage(result, { failed: FETCH_FAILED, error: FETCH_ERROR });
      toast.error(message);
      setError(message);
      if (page === 1) setList({ query: searchQuery, leading: false, products: [], page: 1, hasMore: false });
      return;
    }
    const products = result.data.map((json) => cardProductOf(productFromJson(json)));
    const hasMore = Boolean((result.body.pagination as { hasMore?: unknown } | undefined)?.hasMore);
    setList((current) => {
      if (page === 1) return { query: searchQuery, leading: false, products, page, hasMore };
      // A product added meanwhile shifts the pages by one: never show a card twice.
      const shown = new Set([...(current.leading ? initial.ids : []), ...current.products.map((product) => product.id)]);
      return { ...current, products: [...current.products, ...products.filter((product) => !shown.has(product.id))], page, hasMore };
    });
  }

  const search = useEffectEvent((searchQuery: string) => {
    started.current = searchQuery;
    window.history.replaceState(null, '', searchQuery ? `${pathname}?${searchQuery}` : pathname);
    void load(searchQuery, 1);
  });

  useEffect(() => {
    if (rangeProblem || query === started.current) return;
    const timer = window.setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, rangeProblem]);

  const update = (change: Partial<FilterValues>) => setValues((current) => ({ ...current, ...change }));
  const text = (key: 'keyword' | 'minPrice' | 'maxPrice') => (event: ChangeEvent<HTMLInputElement>) =>
    update({ [key]: event.target.value });

  async function chooseCategory(category: string) {
    // A subcategory belongs to its category: changing the category clears it.
    update({ category, subCategory: '' });
    if (!category || subcategories[category]) return;
    const result = await apiFetch<SubcategoryJson[]>(`/api/subcategory/byCategory/${encodeURIComponent(category)}`);
    if (!result.ok || !Array.isArray(result.data)) {
      toast.error(resultMessage(result, 'Failed to load subcategories'));
      return;
    }
    const loaded = result.data.map(subcategoryFromJson);
    setSubcategories((current) => ({ ...current, [category]: loaded }));
  }

  const categorySubcategories = values.category ? (subcategories[values.category] ?? []) : [];
  const keyword = keywordOf(list.query);
  const loading = status === 'loading';
  const shownCount = (list.leading ? initial.ids.length : 0) + list.products.length;

  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label="Product filters"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 md:grid-cols-4"
      >
        <div className="col-span-2 space-y-1.5">
          <label htmlFor={`${ids}-keyword`} className={labelClassName}>
            Keyword
          </label>
          <input
            id={`${ids}-keyword`}
            type="search"
            value={values.keyword}
            onChange={text('keyword')}
            placeholder="Search by name or description"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className={fieldClassName}
          />
        </div>
        <div className="col-span-2 space-y-1.5 md:col-span-1">
          <label htmlFor={`${ids}-category`} className={labelClassName}>
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={values.category}
            onChange={(event) => void chooseCategory(event.target.value)}
            className={fieldClassName}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        {categorySubcategories.length > 0 ? (
          <div className="col-span-2 space-y-1.5 md:col-span-1">
            <label htmlFor={`${ids}-subcategory`} className={labelClassName}>
              Subcategory
            </label>
            <select
              id={`${ids}-subcategory`}
              value={values.subCategory}
              onChange={(event) => update({ subCategory: event.target.value })}
              className={fieldClassName}
            >
              <option value="">All subcategories</option>
              {categorySubcategories.map((subcategory) => (
                <option key={subcategory.id} value={subcategory.id}>
                  {subcategory.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-min`} className={labelClassName}>
            Min price (Rs.)
          </label>
          <input
            id={`${ids}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={values.minPrice}
            onChange={text('minPrice')}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? `${ids}-range` : undefined}
            className={fieldClassName}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-max`} className={labelClassName}>
            Max price (Rs.)
          </label>
          <input
            id={`${ids}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={values.maxPrice}
            onChange={text('maxPrice')}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? `${ids}-range` : undefined}
            className={fieldClassName}
          />
        </div>
        <div className="col-span-2 space-y-1.5 md:col-span-1">
          <label htmlFor={`${ids}-sort`} className={labelClassName}>
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            value={values.sort}
            onChange={(event) => update({ sort: event.target.value as FilterValues['sort'] })}
            className={fieldClassName}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 md:col-span-4">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-900">
            <input
              type="checkbox"
              checked={values.inStock}
              onChange={(event) => update({ inStock: event.target.checked })}
              className="size-4 rounded border-gray-300 accent-brand-700"
            />
            In Stock Only
          </label>
          <button
            type="button"
            onClick={() => setValues(EMPTY_FILTERS)}
            disabled={!hasFilters(values)}
            className={buttonClassName('secondary')}
          >
            Clear Filters
          </button>
        </div>
        {rangeProblem ? (
          <p id={`${ids}-range`} role="alert" className="col-span-2 text-sm text-red-700 md:col-span-4">
            {rangeProblem}
          </p>
        ) : null}
      </form>

      <p role="status" className="-mb-3 text-sm text-gray-700">
        {loading ? 'Loading...' : !error && shownCount === 0 ? 'No Products Found' : null}
      </p>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {shownCount === 0 ? null : (
        <ProductGrid products={list.products} keyword={keyword} busy={loading} leading={list.leading ? initialCards : undefined} />
      )}
      {list.hasMore && !loading ? (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => void load(list.query, list.page + 1)}
            disabled={status !== 'idle'}
            className={buttonClassName('secondary')}
          >
            {status === 'more' ? 'Loading...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
