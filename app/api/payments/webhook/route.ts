import { ok, withApi } from '@/lib/http';
import { handleStripeWebhook } from '@/lib/payments/webhook';

/** Stripe's webhook: public, authenticated by its signature over the raw body (read as text, never re-serialised). */
export const POST = withApi(async ({ request }) => {
  const result = await handleStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
  return ok(result.duplicate ? 'Event already processed' : 'Webhook received', undefined, { extra: { received: true } });
});
