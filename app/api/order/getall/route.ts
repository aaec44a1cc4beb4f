import { ok, withApi } from '@/lib/http';
import { adminOrderQuerySchema } from '@/lib/orders/list-query';
import { queryObject } from '@/lib/http/pagination';
import { toOrderJson } from '@/lib/orders/order-json';
import { listAllOrders } from '@/lib/orders/order-lists';

/** Admin Orders, a page at a time, newest first: filters and search of lib/orders/order-lists.ts. */
export const GET = withApi(
  async ({ request }) => {
    const { orders, pagination } = await listAllOrders(adminOrderQuerySchema.parse(queryObject(request.nextUrl.searchParams)));
    return ok('Orders', orders.map(toOrderJson), { extra: { pagination } });
  },
  { access: 'admin' },
);
