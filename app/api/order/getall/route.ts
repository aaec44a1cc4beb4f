import { ok, withApi } from '@/lib/http';
import { listAllOrders } from '@/lib/orders/orders';

/** Every order (admin); `?search=` matches the order id. */
export const GET = withApi(
  async ({ request }) => ok('Orders', await listAllOrders(request.nextUrl.searchParams.get('search')?.slice(0, 60) || undefined)),
  { access: 'admin' },
);
