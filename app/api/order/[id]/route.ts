import { ok, withApi } from '@/lib/http';
import { toOrderJson } from '@/lib/orders/order-json';
import { getOrder } from '@/lib/orders/orders';

/** One order by its id or its 'ORD-...' number: the owner's or, for an admin, anyone's. */
export const GET = withApi<{ id: string }>(
  async ({ params, session }) => ok('Order', toOrderJson(await getOrder(params.id, session.user))),
  { access: 'user' },
);
