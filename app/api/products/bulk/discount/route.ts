import { bulkDiscountSchema } from '@/lib/catalog/admin-product-query';
import { bulkSetDiscount } from '@/lib/catalog/admin-products';
import { ok, parseJson, withApi } from '@/lib/http';

/** Sets one discount (a whole percent 0-100) on the chosen products (at most 100), all or none. */
export const POST = withApi(
  async ({ request }) => {
    const input = await parseJson(request, bulkDiscountSchema);
    const count = await bulkSetDiscount(input);
    return ok(`Discount set to ${input.discount}% on ${count} ${count === 1 ? 'product' : 'products'}`, { count, discount: input.discount });
  },
  { access: 'admin' },
);
