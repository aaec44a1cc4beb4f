import 'server-only';
import type Stripe from 'stripe';
import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { notify } from '@/lib/notifications/notify';
import { prisma } from '@/lib/db/client';
import { settleIntent } from './settle';
import { stripeClient, stripeIntentFacts } from '@/lib/gateway/stripe-gateway';

export type WebhookResult = { handled: boolean; duplicate: boolean };

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * Stripe's webhook: the signature checked over the raw body, then payment_intent.succeeded and
 * payment_intent.payment_failed settled exactly once (the event id is claimed with the settlement). Other events
 * are acknowledged and ignored. The body is read (readRawBody, bounded by the route) only after the configuration
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
