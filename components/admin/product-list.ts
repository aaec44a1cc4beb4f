/** The admin product grid's pages (no React here: the server page uses it too). */

export const ADMIN_PRODUCTS_PER_PAGE = 24;

/** One page of the full list (newest first) or of a keyword search (best matches first). */
export function productPageUrl(keyword: string, page: number, limit: number = ADMIN_PRODUCTS_PER_PAGE): string {
  const query = new URLSearchParams(keyword ? { keyword } : {});
  query.set('page', String(page));
  query.set('limit', String(limit));
  return `/api/products/${keyword ? 'search' : 'getall'}?${query}`;
}

/** `pagination.hasMore` of a product list reply; a reply without it has no further pages. */
export function hasMorePages(body: Record<string, unknown>): boolean {
  const pagination = body.pagination;
  return typeof pagination === 'object' && pagination !== null && (pagination as { hasMore?: unknown }).hasMore === true;
}
