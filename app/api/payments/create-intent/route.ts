import { ok, parseJson, withApi } from '@/lib/http';
import { createPaymentIntent } from '@/lib/payments/payments';
import { createIntentSchema } from '@/lib/payments/schemas';

export const POST = withApi(
  async ({ request, session }) => {
    const input = await parseJson(request, createIntentSchema);
    const intent = await createPaymentIntent(session.user, input);
    return ok('Payment intent created', undefined, {
      extra: { clientSecret: intent.clientSecret, paymentIntentId: intent.intentId },
    });
  },
  { access: 'user' },
);
