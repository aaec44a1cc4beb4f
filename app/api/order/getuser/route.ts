import { ok, withApi } from '@/lib/http';
import { listUserOrders } from '@/lib/orders/orders';

export const GET = withApi(async ({ session }) => ok('Your orders', await listUserOrders(session.user._id)), { access: 'user' });
