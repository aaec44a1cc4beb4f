import { getLocale, getTranslations } from 'next-intl/server';
import { cachedCategories, cachedFacets, cachedProductSearch, cachedSubcategoriesOfCategory } from '@/lib/catalog/cached';
import { PRICE_BANDS, RATING_FLOORS } from '@/lib/catalog/facets';
import { productFiltersSchema } from '@/lib/catalog/product-search';
import type { CatalogueRef } from '@/lib/catalog/types';
import { ProductBrowser, type InitialProducts } from './product-browser';
import { ProductGridItems } from './product-grid-items';
import { filterQuery, filterValuesFromParams, toSearchParams } from './product-filter-query';
import { localizeServerMessage } from '@/lib/i18n/server-messages';

export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

type ProductSearchSectionProps = { searchParams: PageSearchParams };

const refs = (rows: CatalogueRef[]) => rows.map(({ id, name }) => ({ id, name }));

/**
 * The product search and filter list with its first page and the filters' counts rendered on the server from the
 * address's filters (cached catalogue reads), so the first paint has both; ProductBrowser takes over in the browser.
 */
export async function ProductSearchSection({ searchParams }: ProductSearchSectionProps) {
  const t = await getTranslations('shop.browser');
  const locale = await getLocale();
  const values = filterValuesFromParams(toSearchParams(await searchParams));
  const query = filterQuery(values);
  const filters = productFiltersSchema.safeParse(Object.fromEntries(query));

  const [categories, subcategories, firstPage, facets] = await Promise.all([
    cachedCategories(locale).catch((error: unknown) => {
      console.error('Failed to load categories', error);
      return [];
    }),
    values.category ? cachedSubcategoriesOfCategory(values.category, locale).catch(() => []) : Promise.resolve([]),
    filters.success
      ? cachedProductSearch(filters.data, locale).then(
          (page) => ({ page, error: null }),
          (error: unknown) => {
            console.error('Failed to fetch products', error);
            return { page: null, error: t('fetchFailed') };
          },
        )
      : localizeServerMessage(filters.error.issues[0]?.message ?? '', locale).then((message) => ({ page: null, error: message || t('fetchFailed') })),
    // The list shows without its counts when they fail.
    filters.success
      ? cachedFacets(filters.data).catch((error: unknown) => {
          console.error('Failed to count the product filters', error);
          return null;
        })
      : Promise.resolve(null),
  ]);

  const products = firstPage.page?.products ?? [];
  const initial: InitialProducts = {
    query: query.toString(),
    ids: products.map((product) => product.id),
    hasMore: firstPage.page?.hasMore ?? false,
    suggestion: firstPage.page?.suggestion,
  };
  return (
    <ProductBrowser
      // A new address from a navigation (the header's search) starts the list afresh.
      key={initial.query}
      categories={refs(categories)}
      initialSubcategories={values.category ? { [values.category]: refs(subcategories) } : {}}
      initial={initial}
      initialError={firstPage.error}
      initialCards={<ProductGridItems products={products} keyword={query.get('keyword')} />}
      initialFacets={facets}
      priceBands={PRICE_BANDS}
      ratingFloors={RATING_FLOORS}
    />
  );
}
