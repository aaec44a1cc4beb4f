import { cachedFacets } from '@/lib/catalog/cached';
import { filtersFromSearchParams } from '@/lib/catalog/product-search';
import { ok, withApi } from '@/lib/http';

/**
 * The shop page's filter counts, for the query parameters of /api/products/filter (same schema, same messages), from
 * the catalogue cache the shop page's first paint reads too.
 */
export const GET = withApi(async ({ request }) => ok('Facets', await cachedFacets(filtersFromSearchParams(request.nextUrl.searchParams))));
