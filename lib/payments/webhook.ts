import 'server-only';
import type Stripe from 'stripe';
import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { notify } from '@/lib/notifications/notify';
import { prisma } from '@/lib/db/client';
import { reconcileGatewayRefunds, type GatewayRefund } from './refunds';
import { settleIntent } from './settle';
import { cents } from '@/lib/money';
import { stripeClient, stripeIntentFacts, stripeRefundFacts } from '@/lib/gateway/stripe-gateway';

export type WebhookResult = { handled: boolean; duplicate: boolean };

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
const REFUND_EVENTS = new Set(['charge.refunded', 'refund.updated']);

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

function gatewayRefund(refund: Stripe.Refund): GatewayRefund {
  const facts = stripeRefundFacts(refund);
  return {
    refundId: refund.id,
    intentId: idOf(refund.payment_intent),
    amount: cents(refund.amount),
    status: facts.status,
    shopRefundId: refund.metadata?.refundId ?? null,
  };
}

/** A charge's refunds: in the event when Stripe includes them (older API versions), else asked for. */
async function refundsOfCharge(charge: Stripe.Charge): Promise<Stripe.Refund[]> {
  if (charge.refunds?.data && !charge.refunds.has_more) return charge.refunds.data;
  return stripeClient().refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 });
}

/**
 * Stripe's webhook: the signature checked over the raw body, then payment_intent.succeeded and
 * payment_intent.payment_failed settled exactly once (the event id is claimed with the settlement). Other events
 * are acknowledged and ignored; charge.refunded and refund.updated are reconciled with the shop's refunds, once
 * each (lib/payments/refunds.ts). The body is read (readRawBody, bounded by the route) only after the configuration
 * and the signature header are checked. A payment that cannot settle (an amount that differs from the order's total, an
 * order paid twice) is acknowledged too, so Stripe stops retrying, and the admins are told to look at it.
 */
export async function handleStripeWebhook(
  readRawBody: () => Promise<string>,
  signature: string | null,
): Promise<WebhookResult> {
  const settings = config().stripe;
  if (!settings) throw new AppError('not_found', 'Not found');
  if (!settings.webhookSecret) throw new AppError('internal', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
  if (!signature) throw new AppError('invalid', 'Missing Stripe-Signature header');

  const rawBody = await readRawBody();
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new AppError('invalid', 'Invalid webhook signature');
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refunds = event.type === 'refund.updated' ? [event.data.object as Stripe.Refund] : await refundsOfCharge(event.data.object as Stripe.Charge);
    const outcome = await reconcileGatewayRefunds(refunds.map(gatewayRefund), { id: event.id, type: event.type });
    return { handled: true, duplicate: outcome === 'duplicate_event' };
  }
  if (!HANDLED_EVENTS.has(event.type)) return { handled: false, duplicate: false };

  const facts = stripeIntentFacts(event.data.object as Stripe.PaymentIntent);
  try {
    const outcome = await settleIntent(facts, 'STRIPE', { id: event.id, type: event.type });
    return { handled: true, duplicate: outcome === 'duplicate_event' };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === 'internal') throw error;
    // Unsettleable: remember the event (so a retry does not alert again) and tell the admins.
    const claimed = await prisma.webhookEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (claimed.count === 1) {
      console.error(`[payments] Stripe event ${event.id} (${facts.intentId}) not settled: ${error.message}`);
      await notify(prisma, [
        {
          audience: 'ADMIN',
          type: 'payment',
          message: `Stripe payment ${facts.intentId} could not be applied: ${error.message}. Check it in the Stripe dashboard.`,
          meta: { paymentId: facts.intentId, event: event.type },
        },
      ]);
    }
    return { handled: true, duplicate: claimed.count === 0 };
  }
}
