import { bulkDeleteSchema } from '@/lib/catalog/admin-product-query';
import { bulkDeleteProducts } from '@/lib/catalog/admin-products';
import { ok, parseJson, withApi } from '@/lib/http';

/** Deletes the chosen products (at most 100), all or none. */
export const POST = withApi(
  async ({ request }) => {
    const count = await bulkDeleteProducts((await parseJson(request, bulkDeleteSchema)).ids);
    return ok(`${count} ${count === 1 ? 'product' : 'products'} deleted`, { count });
  },
  { access: 'admin' },
);
