import { ok, parseJson, withApi } from '@/lib/http';
import { createOrder } from '@/lib/orders/create-order';
import { toOrderJson } from '@/lib/orders/order-json';
import { createOrderSchema } from '@/lib/orders/schemas';

export const POST = withApi(
  async ({ request, session }) => {
    const input = await parseJson(request, createOrderSchema);
    return ok('Order placed successfully', toOrderJson(await createOrder(session.user, input)), { status: 201 });
  },
  { access: 'user' },
);
