import { ok, parseJson, withApi } from '@/lib/http';
import { toOrderJson } from '@/lib/orders/order-json';
import { updateOrderSchema } from '@/lib/orders/schemas';
import { applyOrderUpdate } from '@/lib/payments/apply-order-update';

export const PUT = withApi<{ id: string }>(
  async ({ request, params, session }) => {
    const changes = await parseJson(request, updateOrderSchema);
    const order = await applyOrderUpdate(params.id, session.user, changes);
    return ok('Order updated successfully', toOrderJson(order));
  },
  { access: 'user' },
);
