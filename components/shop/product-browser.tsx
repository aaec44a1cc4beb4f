'use client';

import { lazyClient } from '@/components/ui/lazy-client';
import { SlidersHorizontalIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { nameInLanguage } from '@/lib/catalog/translations';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import type { ProductJson, SubcategoryJson } from '@/lib/catalog/catalog-json';
import type { SearchFacets } from '@/lib/catalog/facets';
import type { CatalogueRef } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { type CardProduct, cardProductOf } from '@/lib/catalog/card-product';
import { productCountLabel } from './facet-labels';
import { FilterFields, fieldClassName, labelClassName } from './filter-fields';
import { ProductGrid } from './product-grid';
import {
  activeFilterCount,
  type FilterValues,
  filterQuery,
  filterValuesFromParams,
  type PriceRange,
  priceRangeProblem,
} from './product-filter-query';
import { resultMessage } from '@/lib/http/result-message';

// The phones' filter sheet: its dialog's code loads at the first opening, out of the home page's first-load JavaScript.
// The cards the browser adds (the server rendered the first page's): their code loads with the first of them.
const ProductGridItems = lazyClient(() => import('./product-grid-items').then((module) => module.ProductGridItems));
const FilterSheet = lazyClient(() => import('@/components/ui/modal-dialog').then((module) => module.ModalDialog));

/** The replies' reading into the shop's types: loaded at the browser's first search, out of the first load. */
const jsonReading = () => import('@/lib/catalog/catalog-json');

/** The search re-runs 300 ms after the last change of a filter or the keyword. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The first page of results as the server rendered it (none when that failed, with `initialError`): its cards come
 * rendered (`initialCards`), so the browser gets only their ids, to tell a repeat when "Load more" adds a page.
 */
export type InitialProducts = { query: string; ids: string[]; hasMore: boolean; suggestion?: string };

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
  /** The counts of the server's first page's query (none when they failed). */
  initialFacets: SearchFacets | null;
  /** The price bands and minimum ratings the counts are of (lib/catalog/facets.ts). */
  priceBands: readonly PriceRange[];
  ratingFloors: readonly number[];
};

/** The filters' counts of a search's query; `counts` is null when they failed. */
type Facets = { query: string; counts: SearchFacets | null };

type ProductList = {
  query: string;
  /** Whether the server's first page (`initialCards`) leads the list. */
  leading: boolean;
  /** The cards the browser fetched: a new search's, or the pages "Load more" added after the leading ones. */
  products: CardProduct[];
  page: number;
  hasMore: boolean;
  /** A keyword to try instead, when this one found nothing (the search's "did you mean"). */
  suggestion?: string;
};

/** The reply's `suggestion`, when it is one (checked by hand: zod is not in this page's first load). */
const suggestionOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const keywordOf = (query: string) => new URLSearchParams(query).get('keyword');

/** Numbers the requests of one kind: `start` returns whether its request is still the latest when its reply comes. */
function useLatestRequest() {
  const latest = useRef(0);
  return () => {
    const request = ++latest.current;
    return () => request === latest.current;
  };
}

/**
 * The product search and filter list of the home and shop pages. The server renders the first page of the
 * address's filters; afterwards each change of the form searches again through `GET /api/products/filter`
 * (debounced) and writes the filters into the address without a navigation, so the list can be shared and
 * reloaded; the filters' counts come the same way from `GET /api/products/facets`. "Load more" appends the next page
 * while the server says more follow. On phones the filters besides the keyword wait in a sheet, so the products start
 * on the first screen.
 */
export function ProductBrowser({
  categories,
  initialSubcategories,
  initial,
  initialError,
  initialCards,
  initialFacets,
  priceBands,
  ratingFloors,
}: ProductBrowserProps) {
  const t = useTranslations('shop');
  const locale = useLocale();
  const tFacets = useTranslations('shop.facets');
  const ids = useId();
  const [values, setValues] = useState<FilterValues>(() => filterValuesFromParams(new URLSearchParams(initial.query)));
  // The address, not the server's props, once the browser shows it: after Back, the restored page may hold the props
  // of an older query. Read once, after the first commit: Next writes a navigation's address while committing it, so
  // during the render the address can still be the previous page's (a search from home lost its keyword that way).
  // Afterwards the address follows the form. `location`, not useSearchParams, which a cached page cannot read.
  const readAddress = useEffectEvent(() => {
    const addressValues = filterValuesFromParams(new URLSearchParams(window.location.search));
    if (filterQuery(addressValues).toString() !== initial.query) setValues(addressValues);
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React; it is right only after the commit
  useEffect(() => readAddress(), []);
  const [subcategories, setSubcategories] = useState(initialSubcategories);
  const [list, setList] = useState<ProductList>({
    query: initial.query,
    leading: true,
    products: [],
    page: 1,
    hasMore: initial.hasMore,
    suggestion: initial.suggestion,
  });
  const [status, setStatus] = useState<'idle' | 'loading' | 'more'>('idle');
  const [error, setError] = useState<string | null>(initialError);
  const [facets, setFacets] = useState<Facets>({ query: initial.query, counts: initialFacets });
  const [sheetOpen, setSheetOpen] = useState(false);
  // Stays true after the first opening: the sheet then stays mounted, so closing it returns the focus.
  const [sheetStarted, setSheetStarted] = useState(false);
  /** The query of the last search started: the one whose results the list shows or is waiting for. */
  const started = useRef(initial.query);
  // Replies overtaken by a newer request of their kind are dropped.
  const startListRequest = useLatestRequest();
  const startFacetsRequest = useLatestRequest();

  const query = filterQuery(values).toString();
  const rangeProblem = priceRangeProblem(values);

  useEffect(() => {
    if (initialError) toast.error(initialError, { id: 'product-search-error' });
  }, [initialError]);

  async function load(searchQuery: string, page: number) {
    const isLatest = startListRequest();
    setStatus(page === 1 ? 'loading' : 'more');
    setError(null);
    const params = new URLSearchParams(searchQuery);
    if (page > 1) params.set('page', String(page));
    if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
    const [result, { productFromJson }] = await Promise.all([apiFetch<ProductJson[]>(`/api/products/filter?${params}`), jsonReading()]);
    if (!isLatest()) return;
    setStatus('idle');
    if (!result.ok || !Array.isArray(result.data)) {
      // The server's message first (a 400 says which filter is wrong); no reply at all is a network failure.
      const message = resultMessage(result, { failed: t('browser.fetchFailed'), error: t('browser.fetchError') });
      toast.error(message);
      setError(message);
      if (page === 1) setList({ query: searchQuery, leading: false, products: [], page: 1, hasMore: false });
      return;
    }
    const products = result.data.map((json) => cardProductOf(productFromJson(json)));
    const hasMore = Boolean((result.body.pagination as { hasMore?: unknown } | undefined)?.hasMore);
    const suggestion = suggestionOf(result.body.suggestion);
    setList((current) => {
      if (page === 1) return { query: searchQuery, leading: false, products, page, hasMore, suggestion };
      // A product added meanwhile shifts the pages by one: never show a card twice.
      const shown = new Set([...(current.leading ? initial.ids : []), ...current.products.map((product) => product.id)]);
      return { ...current, products: [...current.products, ...products.filter((product) => !shown.has(product.id))], page, hasMore };
    });
  }

  async function loadFacets(searchQuery: string) {
    const isLatest = startFacetsRequest();
    const result = await apiFetch<SearchFacets>(`/api/products/facets?${searchQuery}`);
    if (!isLatest()) return;
    // Without counts the filters still work: a failure only hides them (the list's own search reports errors).
    setFacets({ query: searchQuery, counts: result.ok && result.data ? result.data : null });
  }

  const search = useEffectEvent((searchQuery: string) => {
    started.current = searchQuery;
    // The browser's own path: it carries the page's language (`/si/shop`).
    const { pathname } = window.location;
    window.history.replaceState(null, '', searchQuery ? `${pathname}?${searchQuery}` : pathname);
    void load(searchQuery, 1);
    void loadFacets(searchQuery);
  });

  useEffect(() => {
    if (rangeProblem || query === started.current) return;
    const timer = window.setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, rangeProblem]);

  const update = (change: Partial<FilterValues>) => setValues((current) => ({ ...current, ...change }));

  async function chooseCategory(category: string) {
    // A subcategory belongs to its category: changing the category clears it.
    update({ category, subCategory: '' });
    if (!category || subcategories[category]) return;
    const result = await apiFetch<SubcategoryJson[]>(`/api/subcategory/byCategory/${encodeURIComponent(category)}`);
    if (!result.ok || !Array.isArray(result.data)) {
      toast.error(resultMessage(result, t('browser.subcategoriesFailed')));
      return;
    }
    const { subcategoryFromJson } = await jsonReading();
    const loaded = result.data.map((json) => nameInLanguage(subcategoryFromJson(json), locale));
    setSubcategories((current) => ({ ...current, [category]: loaded }));
  }

  const keyword = keywordOf(list.query);
  const loading = status === 'loading';
  const shownCount = (list.leading ? initial.ids.length : 0) + list.products.length;
  const filterCount = activeFilterCount(values);
  /** The number of results of what the form says, once its counts are in. */
  const formTotal = facets.query === query ? facets.counts?.total : undefined;

  const fields = (
    <FilterFields
      ids={ids}
      values={values}
      update={update}
      chooseCategory={(category) => void chooseCategory(category)}
      categories={categories}
      subcategories={values.category ? (subcategories[values.category] ?? []) : []}
      priceBands={priceBands}
      ratingFloors={ratingFloors}
      counts={facets.counts}
      rangeProblem={rangeProblem}
    />
  );

  /**
   * The list's one live line: 'Loading...', then the total of what it shows (never the counts of a query it does not
   * show). The counts leave out the search's misspelling fallback, so a list found that way has no total.
   */
  function listStatus(): string | null {
    if (loading) return t('browser.loading');
    if (error) return null;
    if (shownCount === 0) return t('browser.noProducts');
    const total = facets.query === list.query ? facets.counts?.total : undefined;
    return total ? productCountLabel(tFacets, total) : null;
  }

  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={t('filters.formLabel')}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:p-4 md:grid-cols-4"
      >
        <div className="col-span-2 flex items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={`${ids}-keyword`} className={labelClassName}>
              {t('filters.keyword')}
            </label>
            <input
              id={`${ids}-keyword`}
              type="search"
              value={values.keyword}
              onChange={(event) => update({ keyword: event.target.value })}
              placeholder={t('filters.keywordPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className={fieldClassName}
            />
          </div>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setSheetStarted(true);
              setSheetOpen(true);
            }}
            className={`${buttonClassName('secondary')} shrink-0 sm:hidden`}
          >
            <SlidersHorizontalIcon aria-hidden className="size-4" />
            {filterCount ? t('filters.filtersCount', { count: filterCount }) : t('filters.filters')}
          </button>
        </div>
        {/* Inline from sm up; on phones the sheet holds the same fields while it is open. */}
        {sheetOpen ? null : <div className="hidden sm:contents">{fields}</div>}
        {sheetStarted ? (
          <FilterSheet open={sheetOpen} title={t('filters.filters')} onClose={() => setSheetOpen(false)}>
            <div className="grid grid-cols-2 items-end gap-3">{fields}</div>
            <div className="sticky -bottom-5 -mx-5 mt-5 -mb-5 border-t border-gray-200 bg-white px-5 py-4">
              <button type="button" onClick={() => setSheetOpen(false)} className={`${buttonClassName('primary')} w-full`}>
                {formTotal === undefined ? t('filters.showProducts') : t('filters.showCount', { count: formTotal })}
              </button>
            </div>
          </FilterSheet>
        ) : null}
      </form>

      {/*
        Its line's height kept when empty: no shift when the text comes. Drawn nearer the form above, not the grid below:
        space-y gives every child but the last a bottom margin, which a negative bottom margin here replaced, so the
        grid rose over half of the line.
      */}
      <p role="status" className="-mt-3 min-h-5 text-sm text-gray-700">
        {listStatus()}
      </p>
      {shownCount === 0 && !loading && list.suggestion ? (
        <SuggestedKeyword suggestion={list.suggestion} onChoose={(keyword) => update({ keyword })} />
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {shownCount === 0 ? null : (
        <ProductGrid busy={loading}>
          {list.leading ? initialCards : null}
          <ProductGridItems products={list.products} keyword={keyword} priority={!list.leading} />
        </ProductGrid>
      )}
      {list.hasMore && !loading ? (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => void load(list.query, list.page + 1)}
            disabled={status !== 'idle'}
            className={buttonClassName('secondary')}
          >
            {status === 'more' ? t('browser.loading') : t('browser.loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** "Did you mean …": choosing the suggestion searches for it, as typing it would. */
function SuggestedKeyword({ suggestion, onChoose }: { suggestion: string; onChoose: (keyword: string) => void }) {
  const t = useTranslations('shop');
  return (
    <p className="text-sm text-gray-700">
      {t.rich('browser.didYouMean', {
        suggestion,
        link: (chunks) => (
          <button type="button" onClick={() => onChoose(suggestion)} className="font-semibold text-emerald-700 underline underline-offset-2">
            {chunks}
          </button>
        ),
      })}
    </p>
  );
}
