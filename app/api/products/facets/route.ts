import { searchFacets } from '@/lib/catalog/facets';
import { filtersFromSearchParams } from '@/lib/catalog/product-search';
import { ok, withApi } from '@/lib/http';

/** The shop page's filter counts, for the query parameters of /api/products/filter (same schema, same messages). */
export const GET = withApi(async ({ request }) => ok('Facets', await searchFacets(filtersFromSearchParams(request.nextUrl.searchParams))));
