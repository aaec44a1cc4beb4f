import { ok, parseJson, withApi } from '@/lib/http';
import { applyOrderUpdate } from '@/lib/orders/apply-order-update';
import { updateOrderSchema } from '@/lib/orders/schemas';

export const PUT = withApi<{ id: string }>(
  async ({ request, params, session }) => {
    const changes = await parseJson(request, updateOrderSchema);
    return ok('Order updated successfully', await applyOrderUpdate(params.id, { id: session.user.id, role: session.user.role }, changes));
  },
  { access: 'user' },
);
