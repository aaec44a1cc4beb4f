import 'server-only';
import { ok } from '@/lib/http/envelope';
import { toProductJson } from './catalog-json';
import { filtersFromSearchParams, type ParsedProductFilters, searchProducts } from './product-search';

/**
 * The reply of every product list call (getall, search, filter, by subcategory): `data` is the page of
 * products, `pagination` says which page it is and whether more follow.
 */
export async function productListReply(query: URLSearchParams, fixed: Partial<ParsedProductFilters> = {}) {
  const filters = { ...filtersFromSearchParams(query), ...fixed };
  const { products, page, limit, hasMore } = await searchProducts(filters);
  return ok(products.length ? 'Products' : 'No Products Found', products.map(toProductJson), { extra: { pagination: { page, limit, hasMore } } });
}
