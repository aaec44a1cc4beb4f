import { ok, parseJson, withApi } from '@/lib/http';
import { toOrderJson } from '@/lib/orders/order-json';
import { refundOrder } from '@/lib/payments/refunds';
import { refundSchema } from '@/lib/payments/schemas';

/** An admin's refund of a paid order, in full or in part (lib/payments/refunds.ts); replies the order after it. */
export const POST = withApi(
  async ({ request, session }) => {
    const input = await parseJson(request, refundSchema);
    const order = await refundOrder(session.user, input);
    return ok(order.paymentStatus === 'refunded' ? 'Order refunded in full' : 'Refund issued', toOrderJson(order));
  },
  { access: 'admin' },
);
