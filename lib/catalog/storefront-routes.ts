import type { Role } from '@/lib/generated/prisma/enums';
import { parseWholeNumber } from '@/lib/http/numbers';
import { MAX_PAGE } from '@/lib/http/pagination';
import type { CatalogueRef } from './types';

/** A category's page: its address is its English name, whatever language names it on the page. */
export const categoryPath = (category: Pick<CatalogueRef, 'name' | 'englishName'>) =>
  `/category/${encodeURIComponent(category.englishName ?? category.name)}`;

/**
 * Which route serves a storefront address (proxy.ts). The cached pages are static routes that read nothing of the
 * request, so an address whose query changes the page is sent to the route that reads it from the path instead:
 * `/`, `/home` and `/shop` without a query are the cached `/browse/home` and `/browse/shop` (with filters, they render
 * per request from the address); a subcategory's `?page=N` is the cached `/subcategory/{id}/N`. An admin's product
 * page is the preview read per request (`/preview/product/{id}`), which also shows drafts. Null: the address itself.
 */
export function storefrontRoute(path: string, query: URLSearchParams, role: Role | undefined): string | null {
  if (path === '/' || path === '/home') return query.size === 0 ? '/browse/home' : null;
  if (path === '/shop') return query.size === 0 ? '/browse/shop' : null;
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product && role === 'ADMIN') return `/preview/product/${product[1]}`;
  const subcategory = /^\/subcategory\/([^/]+)$/.exec(path);
  if (subcategory && query.has('page')) {
    const page = listingPageOf(query.get('page'));
    return page > 1 ? `/subcategory/${subcategory[1]}/${page}` : `/subcategory/${subcategory[1]}`;
  }
  return null;
}

/** A listing's page number: a whole number from 1 to 10,000 (the API's bound too); anything else is the first page. */
export function listingPageOf(value: string | null | undefined): number {
  const page = value ? parseWholeNumber(value) : null;
  return page !== null && page >= 1 && page <= MAX_PAGE ? page : 1;
}
