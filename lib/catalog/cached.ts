import 'server-only';
import { unstable_cache } from 'next/cache';
import { getCategoryWithSubcategories, listCategories } from './categories';
import { type ParsedProductFilters, searchProducts } from './product-search';
import { findProduct } from './products';
import { CATALOG_TAG } from './revalidate';
import { getSubcategory, listSubcategoriesOfCategory } from './subcategories';
import type { Product } from './types';

/**
 * The catalogue reads of the storefront pages, cached by Next and expired by revalidateCatalogue() whenever an
 * admin changes the catalogue. The time limit bounds staleness where several app instances each hold a cache
 * (an admin's change expires only the cache of the instance that served it). Orders and reviews change stock
 * and ratings: they call revalidateCatalogue() too.
 */
const FIVE_MINUTES = 300;
// The keys' ':v2' names the shape of the cached values (the domain types): a data cache kept across a deploy must not
// hand the new code values of the old shape. Bump it when a cached type changes.
const options = { tags: [CATALOG_TAG], revalidate: FIVE_MINUTES };

export const cachedCategories = unstable_cache(listCategories, ['catalog:categories:v2'], options);
export const cachedCategoryPage = unstable_cache(getCategoryWithSubcategories, ['catalog:category-page:v2'], options);
export const cachedSubcategory = unstable_cache(getSubcategory, ['catalog:subcategory:v2'], options);
export const cachedSubcategoriesOfCategory = unstable_cache(
  listSubcategoriesOfCategory,
  ['catalog:subcategories-of-category:v2'],
  options,
);

/** The cache keeps its values as JSON: a product's dates (its only Date fields) come back as text and are made Dates again. */
const withDates = (product: Product): Product => ({
  ...product,
  createdAt: new Date(product.createdAt),
  updatedAt: new Date(product.updatedAt),
});

const productSearch = unstable_cache((filters: ParsedProductFilters) => searchProducts(filters), ['catalog:product-search:v2'], {
  tags: [CATALOG_TAG],
  revalidate: 60,
});
export async function cachedProductSearch(filters: ParsedProductFilters) {
  const page = await productSearch(filters);
  return { ...page, products: page.products.map(withDates) };
}

const product = unstable_cache(findProduct, ['catalog:product:v2'], options);
export async function cachedProduct(id: string): Promise<Product | null> {
  const found = await product(id);
  return found && withDates(found);
}
