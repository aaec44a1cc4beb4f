import { fail, ok, parseJson, withApi } from '@/lib/http';
import { confirmTestPayment } from '@/lib/payments/payments';
import { confirmPaymentSchema } from '@/lib/payments/schemas';

/** The built-in test gateway's card confirmation; 404 when Stripe is active (Stripe confirms in the browser). */
export const POST = withApi(
  async ({ request, session }) => {
    const input = await parseJson(request, confirmPaymentSchema);
    const result = await confirmTestPayment(session.user, input);
    if (result.status === 'invalid') return fail(400, result.message);
    if (result.status === 'declined') return fail(402, result.message);
    return ok('Payment succeeded', undefined, { extra: { status: 'succeeded', paymentIntentId: input.paymentIntentId } });
  },
  { access: 'user' },
);
