import 'server-only';
import { unstable_cache } from 'next/cache';
import { getCategoryWithSubcategories, listCategories } from './categories';
import { type SearchFacets, searchFacets } from './facets';
import { type ParsedProductFilters, searchProducts } from './product-search';
import { findProduct } from './products';
import { relatedProducts, type RelatedTo } from './related-products';
import { CATALOG_TAG, EXACT_STOCK_TAG, listingTag, productTag } from './cache-tags';
import { getSubcategory, listSubcategoriesOfCategory } from './subcategories';
import { nameInLanguage, productInLanguage } from './translations';
import type { Category, Product, Subcategory } from './types';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * The catalogue reads of the storefront pages, cached by Next under the tags of what they show
 * (lib/catalog/cache-tags.ts) and expired by lib/catalog/revalidate.ts when that changes: an admin's edit, an
 * order's stock, a review's rating. The time limit bounds staleness where several app instances each hold a cache
 * (a change expires only the cache of the instance that served it).
 */
const FIVE_MINUTES = 300;
// A key's version (':v3') names the shape of the cached values (the domain types): a data cache kept across a deploy must not
// hand the new code values of the old shape. Bump it when a cached type changes.
const options = { tags: [CATALOG_TAG], revalidate: FIVE_MINUTES };

/*
 * Categories and subcategories are cached once with their names in every language, and named in the page's language
 * as they are read (a category write expires CATALOG_TAG, so every language's page shows a new name at once).
 */
const subcategoryInLanguage = (subcategory: Subcategory, locale: Locale): Subcategory => ({
  ...nameInLanguage(subcategory, locale),
  category: nameInLanguage(subcategory.category, locale),
});

const categories = unstable_cache(listCategories, ['catalog:categories:v3'], options);
export async function cachedCategories(locale: Locale): Promise<Category[]> {
  return (await categories()).map((category) => nameInLanguage(category, locale));
}

const categoryPage = unstable_cache(getCategoryWithSubcategories, ['catalog:category-page:v3'], options);
export async function cachedCategoryPage(name: string, locale: Locale) {
  const page = await categoryPage(name);
  return (
    page && {
      category: nameInLanguage(page.category, locale),
      subcategories: page.subcategories.map((subcategory) => subcategoryInLanguage(subcategory, locale)),
    }
  );
}

const subcategory = unstable_cache(getSubcategory, ['catalog:subcategory:v3'], options);
export async function cachedSubcategory(id: string, locale: Locale): Promise<Subcategory | null> {
  const found = await subcategory(id);
  return found && subcategoryInLanguage(found, locale);
}

const subcategoriesOfCategory = unstable_cache(listSubcategoriesOfCategory, ['catalog:subcategories-of-category:v3'], options);
export async function cachedSubcategoriesOfCategory(categoryId: string, locale: Locale): Promise<Subcategory[]> {
  return (await subcategoriesOfCategory(categoryId)).map((found) => subcategoryInLanguage(found, locale));
}

/**
 * A cached product as a page in `locale` shows it. The cache keeps one value for every language (the translations
 * included), as JSON: a product's dates (its only Date fields) come back as text and are made Dates again.
 */
const shownProduct = (product: Product, locale: Locale): Product =>
  productInLanguage({ ...product, createdAt: new Date(product.createdAt), updatedAt: new Date(product.updatedAt) }, locale);

/**
 * A route handler called outside a Next server (the in-process route tests) has no data cache: there the read goes
 * to the database.
 */
async function outsideNextUncached<T>(cached: () => Promise<T>, read: () => Promise<T>): Promise<T> {
  try {
    return await cached();
  } catch (error) {
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return read();
    throw error;
  }
}

/** A sort by name follows the page's language; every other search is one cache entry for all three. */
const sortLocale = (filters: ParsedProductFilters, locale: Locale): Locale => (filters.sort === 'name' ? locale : DEFAULT_LOCALE);

// Tagged per call: the tag names the listing searched, or the product read.
const productSearch = (filters: ParsedProductFilters, locale: Locale) =>
  unstable_cache(searchProducts, ['catalog:product-search:v4'], { tags: [CATALOG_TAG, listingTag(filters)], revalidate: 60 })(
    filters,
    sortLocale(filters, locale),
  );
export async function cachedProductSearch(filters: ParsedProductFilters, locale: Locale) {
  const page = await productSearch(filters, locale);
  return { ...page, products: page.products.map((product) => shownProduct(product, locale)) };
}

/**
 * A keyword search of the API's product lists (getall, search, filter, a subcategory's). Its SQL is the costly one, and
 * the same few words come again and again; the plain filters' indexed SQL reads the database, which a cache entry
 * written per distinct price range would only slow. The API shows a product's exact stock, so besides the listing's tag
 * these entries carry EXACT_STOCK_TAG, which every change of any product expires, an order's included; a key of its
 * own keeps them apart from the pages' entries of the same search, which an order expires only when a product sells out.
 */
const exactKeywordSearch = (filters: ParsedProductFilters, locale: Locale) =>
  unstable_cache(searchProducts, ['catalog:api-keyword-search:v2'], {
    tags: [CATALOG_TAG, listingTag(filters), EXACT_STOCK_TAG],
    revalidate: 60,
  })(filters, locale);
export async function apiProductSearch(filters: ParsedProductFilters, locale: Locale) {
  const sorted = sortLocale(filters, locale);
  const page = filters.keyword
    ? await outsideNextUncached(
        () => exactKeywordSearch(filters, sorted),
        () => searchProducts(filters, sorted),
      )
    : await searchProducts(filters, sorted);
  return { ...page, products: page.products.map((product) => shownProduct(product, locale)) };
}

const product = (id: string) => unstable_cache(findProduct, ['catalog:product:v4'], { ...options, tags: [CATALOG_TAG, productTag(id)] })(id);
export async function cachedProduct(id: string, locale: Locale): Promise<Product | null> {
  const found = await product(id);
  return found && shownProduct(found, locale);
}

// The category's listing tag is enough: any change a related card or its order shows (a product added, removed or
// moved, renamed, repriced, rated, sold out or back) expires the listing tags of its category, subcategories' included.
export function cachedRelatedProducts({ id, category, subcategory }: RelatedTo, locale: Locale) {
  const tags = [CATALOG_TAG, listingTag({ category: category.id })];
  return unstable_cache(relatedProducts, ['catalog:related-products:v4'], { ...options, tags })({ id, category, subcategory }, locale);
}

// Tagged with the whole shop's listing, whatever the filters: the category counts cover every category, so a change
// of any product expires them (every product's change expires the whole shop's listing).
const facets = unstable_cache(searchFacets, ['catalog:facets:v1'], { tags: [CATALOG_TAG, listingTag({})], revalidate: 60 });
/** Also the facets call's read. */
export function cachedFacets(filters: ParsedProductFilters): Promise<SearchFacets> {
  return outsideNextUncached(
    () => facets(filters),
    () => searchFacets(filters),
  );
}
