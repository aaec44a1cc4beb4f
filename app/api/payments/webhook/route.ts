import { ok, readText, withApi } from '@/lib/http';
import { handleStripeWebhook } from '@/lib/payments/webhook';

/**
 * Stripe's webhook: public, authenticated by its signature over the raw body (read as text, never re-serialised).
 * The body is read only once the webhook is known to be configured and signed, and never past 1 MB.
 */
const WEBHOOK_BODY_LIMIT = { bytes: 1024 * 1024, message: 'Request body is too large (at most 1 MB)' };

export const POST = withApi(async ({ request }) => {
  const readBody = () => readText(request, WEBHOOK_BODY_LIMIT);
  const result = await handleStripeWebhook(readBody, request.headers.get('stripe-signature'));
  return ok(result.duplicate ? 'Event already processed' : 'Webhook received', undefined, { extra: { received: true } });
});
