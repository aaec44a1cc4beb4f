import { ok, withApi } from '@/lib/http';
import { userOrderQuerySchema } from '@/lib/orders/list-query';
import { queryObject } from '@/lib/http/pagination';
import { toOrderJson } from '@/lib/orders/order-json';
import { listUserOrders } from '@/lib/orders/order-lists';

/** The shopper's own orders, a page at a time, newest first. */
export const GET = withApi(
  async ({ request, session }) => {
    const { orders, pagination } = await listUserOrders(session.user.id, userOrderQuerySchema.parse(queryObject(request.nextUrl.searchParams)));
    return ok('Your orders', orders.map(toOrderJson), { extra: { pagination } });
  },
  { access: 'user' },
);
