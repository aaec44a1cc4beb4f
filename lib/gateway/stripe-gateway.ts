import 'server-only';
import Stripe from 'stripe';
import { config } from '@/lib/config';
import { cents } from '@/lib/money';
import type { StripeIntentObject, StripeRefundObject } from './stripe-objects';
import type { IntentFacts, PaymentGateway, RefundFacts } from './types';

let client: { key: string; stripe: Stripe } | undefined;

/** One Stripe client per secret key; STRIPE_API_BASE points it elsewhere (tests use a local stand-in of the API). */
export function stripeClient(): Stripe {
  const settings = config().stripe;
  if (!settings) throw new Error('Stripe is not configured');
  if (client?.key !== settings.secretKey) {
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    client = {
      key: settings.secretKey,
      stripe: new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        telemetry: false,
        ...(base && { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol }),
      }),
    };
  }
  return client.stripe;
}

function statusOf(intent: StripeIntentObject): IntentFacts['status'] {
  if (intent.status === 'succeeded') return 'succeeded';
  // A declined card puts the intent back to requires_payment_method with the decline as last_payment_error.
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return 'failed';
  return 'pending';
}

/** The facts of an intent, from an API reply or a webhook event's object (checked by stripeIntentSchema). */
export function stripeIntentFacts(intent: StripeIntentObject): IntentFacts {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    intentId: intent.id,
    orderId: intent.metadata?.orderId ?? null,
    status: statusOf(intent),
    gatewayStatus: intent.status,
    // LKR has two decimals: Stripe counts it in cents.
    amount: cents(intent.amount),
    currency: intent.currency,
    receiptUrl: charge?.receipt_url ?? null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

/** A Stripe refund's facts: 'pending' and 'requires_action' are settled later by refund.updated. */
export function stripeRefundFacts(refund: Pick<StripeRefundObject, 'id' | 'status' | 'failure_reason'>): RefundFacts {
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { refundId: refund.id, status, failureMessage: status === 'failed' ? `Stripe refund ${refund.status}: ${refund.failure_reason ?? 'no reason given'}` : null };
}

export const stripeGateway: PaymentGateway = {
  name: 'STRIPE',

  async createIntent(order) {
    const intent = await stripeClient().paymentIntents.create(
      {
        amount: order.total,
        currency: 'lkr',
        // The payment page takes cards in place; no method that leaves the shop for a redirect.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        receipt_email: order.userEmail,
        description: `Lanka Shop order ${order.orderNumber}`,
        metadata: { orderId: order.id, orderNumber: order.orderNumber },
      },
      // One intent per order: a double click or a retried request gets the same intent back.
      { idempotencyKey: `create-intent-${order.id}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  },

  async retrieveIntent(intentId) {
    try {
      return stripeIntentFacts(await stripeClient().paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  },

  async cancelIntent(intentId) {
    try {
      await stripeClient().paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
    } catch (error) {
      // Cancelled already, or paid meanwhile (the webhook settles that payment and tells the admins to refund it).
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return;
      throw error;
    }
  },

  async refund(intentId, amount, idempotencyKey) {
    const refund = await stripeClient().refunds.create(
      { payment_intent: intentId, amount, metadata: { refundId: idempotencyKey } },
      // A retried request (the client's own retries included) returns this refund instead of making another.
      { idempotencyKey },
    );
    return stripeRefundFacts(refund);
  },
};
