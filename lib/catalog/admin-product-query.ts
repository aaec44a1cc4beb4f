import { z } from 'zod';
import { optionalQuery, pageFields, searchQuery, textQuery } from '@/lib/http/pagination';
import { DISCOUNT_MESSAGE, PRODUCT_STATUSES } from './schemas';

/**
 * The query of the admin's inventory list (GET /api/products/admin, the Manage Products screen and its address),
 * without server imports: the screen builds its URLs with it. Stock filters: `out_of_stock` is 0 left, `low_stock`
 * 1 to LOW_STOCK_THRESHOLD, `in_stock` more than 0.
 */

/** At or below this many left a product is low on stock (the admins are also notified when an order gets there). */
export const LOW_STOCK_THRESHOLD = 5;

export const DEFAULT_ADMIN_PRODUCT_PAGE_SIZE = 24;
export const MAX_ADMIN_PRODUCT_SEARCH_LENGTH = 100;
export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'price', 'discount', 'stock', 'rating'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const STOCK_FILTERS = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export const PRODUCT_VIEWS = ['grid', 'table'] as const;

export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type StockFilter = (typeof STOCK_FILTERS)[number];
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  optionalQuery(z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }));

export const adminProductQuerySchema = z.object({
  ...pageFields(DEFAULT_ADMIN_PRODUCT_PAGE_SIZE),
  search: searchQuery(MAX_ADMIN_PRODUCT_SEARCH_LENGTH),
  category: textQuery('category', 64),
  stock: oneOf('stock', STOCK_FILTERS),
  status: oneOf('status', PRODUCT_STATUSES),
  sort: oneOf('sort', ADMIN_PRODUCT_SORTS).default('created'),
  order: oneOf('order', SORT_ORDERS).default('desc'),
});

export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

export const DEFAULT_ADMIN_PRODUCT_QUERY: AdminProductQuery = adminProductQuerySchema.parse({});

/** The order a column starts in when its header is first pressed: names A to Z, figures and dates highest first. */
export const firstOrderOf = (sort: AdminProductSort): SortOrder => (sort === 'name' ? 'asc' : 'desc');

/** The query after pressing a column's sort: the other order of the same column, or the column's first order. */
export function toggledSort(query: AdminProductQuery, sort: AdminProductSort): Pick<AdminProductQuery, 'sort' | 'order'> {
  if (query.sort !== sort) return { sort, order: firstOrderOf(sort) };
  return { sort, order: query.order === 'asc' ? 'desc' : 'asc' };
}

/** The query string of a view, without the parameters left at their defaults (short, shareable addresses). */
export function adminProductSearchParams(query: AdminProductQuery, view: ProductView = 'grid'): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== 'grid') params.set('view', view);
  for (const key of ['search', 'category', 'stock', 'status'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.sort !== DEFAULT_ADMIN_PRODUCT_QUERY.sort || query.order !== DEFAULT_ADMIN_PRODUCT_QUERY.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.limit !== DEFAULT_ADMIN_PRODUCT_QUERY.limit) params.set('limit', String(query.limit));
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}

/** The Manage Products screen's address for a view. */
export function adminProductsHref(query: AdminProductQuery, view: ProductView = 'grid'): string {
  const search = adminProductSearchParams(query, view).toString();
  return search ? `/admin/products?${search}` : '/admin/products';
}

/** The low-stock view: products with 1 to LOW_STOCK_THRESHOLD left, fewest first, as a table. */
export const LOW_STOCK_HREF = adminProductsHref({ ...DEFAULT_ADMIN_PRODUCT_QUERY, stock: 'low_stock', sort: 'stock', order: 'asc' }, 'table');

/** How a stock figure reads in the inventory ('Out of stock', 'Low stock', 'In stock'). */
export function stockLevelOf(stock: number): StockFilter {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/** The bulk actions' body limits: ids of one page at most. */
export const MAX_BULK_PRODUCTS = 100;

const idsField = z
  .array(z.string({ error: 'ids must be product ids' }).trim().min(1, 'ids must be product ids').max(64, 'ids must be product ids'), {
    error: 'ids must be a list of product ids',
  })
  .min(1, 'Choose at least one product')
  .max(MAX_BULK_PRODUCTS, `At most ${MAX_BULK_PRODUCTS} products at a time`)
  .transform((ids) => [...new Set(ids)]);

export const bulkDeleteSchema = z.object({ ids: idsField });
export const bulkDiscountSchema = z.object({
  ids: idsField,
  discount: z.number({ error: DISCOUNT_MESSAGE }).int(DISCOUNT_MESSAGE).min(0, DISCOUNT_MESSAGE).max(100, DISCOUNT_MESSAGE),
});
export type BulkDiscountInput = z.output<typeof bulkDiscountSchema>;
