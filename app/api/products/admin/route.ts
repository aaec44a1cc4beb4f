import { toAdminProductJson } from '@/lib/catalog/catalog-json';
import { adminProductQuerySchema } from '@/lib/catalog/admin-product-query';
import { listAdminProducts } from '@/lib/catalog/admin-products';
import { ok, withApi } from '@/lib/http';
import { queryObject } from '@/lib/http/pagination';

/** The admin's inventory: a page of every product (drafts too), searched, filtered and sorted, with the total. */
export const GET = withApi(
  async ({ request }) => {
    const { products, pagination } = await listAdminProducts(adminProductQuerySchema.parse(queryObject(request.nextUrl.searchParams)));
    return ok(products.length ? 'Products' : 'No products found', products.map(toAdminProductJson), { extra: { pagination } });
  },
  { access: 'admin' },
);
