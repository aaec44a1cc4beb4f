import 'server-only';
import { z } from 'zod';
import { ok } from '@/lib/http/envelope';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { apiProductSearch } from './cached';
import { toProductJson } from './catalog-json';
import { filtersFromSearchParams, type ParsedProductFilters } from './product-search';

/** `lang`: the language of the products' names and descriptions; absent is English (the shop's own pages ask for theirs). */
const languageSchema = z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE);

/**
 * The reply of every product list call (getall, search, filter, by subcategory): `data` is the page of
 * products, `pagination` says which page it is and whether more follow, and `suggestion` a keyword to try instead when
 * the one asked found nothing.
 */
export async function productListReply(query: URLSearchParams, fixed: Partial<ParsedProductFilters> = {}) {
  const filters = { ...filtersFromSearchParams(query), ...fixed };
  const locale = languageSchema.parse(query.get('lang') ?? undefined);
  const { products, page, limit, hasMore, suggestion } = await apiProductSearch(filters, locale);
  const data = products.map(toProductJson);
  // `suggestion` only when a keyword found nothing: SPEC.md's keys stay as they are.
  return ok(products.length ? 'Products' : 'No Products Found', data, {
    extra: { pagination: { page, limit, hasMore }, ...(suggestion && { suggestion }) },
  });
}
