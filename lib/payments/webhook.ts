import 'server-only';
import { z } from 'zod';
import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { notify } from '@/lib/notifications/notify';
import { prisma } from '@/lib/db/client';
import { reconcileGatewayRefunds, type GatewayRefund } from './refunds';
import { settleIntent } from './settle';
import { cents } from '@/lib/money';
import { stripeClient, stripeIntentFacts, stripeRefundFacts } from '@/lib/gateway/stripe-gateway';
import { stripeChargeSchema, stripeId, stripeIntentSchema, stripeRefundSchema, type StripeChargeObject, type StripeRefundObject } from '@/lib/gateway/stripe-objects';

export type WebhookResult = { handled: boolean; duplicate: boolean };

/** Every event: its id (claimed once processed) and type. */
const eventEnvelopeSchema = z.object({ id: stripeId, type: z.string().min(1).max(100) });
/** The events the shop acts on, each with the object it reads. */
const handledEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: stripeId,
    type: z.literal(['payment_intent.succeeded', 'payment_intent.payment_failed']),
    data: z.object({ object: stripeIntentSchema }),
  }),
  z.object({ id: stripeId, type: z.literal('charge.refunded'), data: z.object({ object: stripeChargeSchema }) }),
  z.object({ id: stripeId, type: z.literal('refund.updated'), data: z.object({ object: stripeRefundSchema }) }),
]);
type HandledEvent = z.output<typeof handledEventSchema>;
const HANDLED_TYPES: ReadonlySet<string> = new Set(handledEventSchema.options.flatMap((option) => [...option.shape.type.values]));

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A signed event the shop cannot read: 400, and logged (Stripe shows the reply; the log says what was wrong). */
function malformed(what: string, error: z.ZodError): AppError {
  const issue = error.issues[0];
  const where = issue?.path.join('.') || '(the object)';
  console.error(`[payments] Stripe ${what} refused as malformed: ${where}: ${issue?.message ?? 'invalid'}`);
  return new AppError('invalid', `Malformed Stripe event: ${where} is not as Stripe writes it`);
}

function parseEvent(event: unknown): HandledEvent | null {
  const envelope = eventEnvelopeSchema.safeParse(event);
  if (!envelope.success) throw malformed('event', envelope.error);
  if (!HANDLED_TYPES.has(envelope.data.type)) return null;
  const parsed = handledEventSchema.safeParse(event);
  if (!parsed.success) throw malformed(`event ${envelope.data.id} (${envelope.data.type})`, parsed.error);
  return parsed.data;
}

function gatewayRefund(refund: StripeRefundObject): GatewayRefund {
  const facts = stripeRefundFacts(refund);
  return {
    refundId: refund.id,
    intentId: idOf(refund.payment_intent),
    amount: cents(refund.amount),
    currency: refund.currency,
    status: facts.status,
    shopRefundId: refund.metadata?.refundId ?? null,
  };
}

/** A charge's refunds: in the event when Stripe includes them (older API versions), else asked for. */
async function refundsOfCharge(charge: StripeChargeObject): Promise<StripeRefundObject[]> {
  if (charge.refunds && !charge.refunds.has_more) return charge.refunds.data;
  const listed = await stripeClient().refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 });
  const refunds = z.array(stripeRefundSchema).safeParse(listed);
  if (!refunds.success) throw malformed(`refund list of charge ${charge.id}`, refunds.error);
  return refunds.data;
}

/**
 * Stripe's webhook: the signature checked over the raw body, then payment_intent.succeeded and
 * payment_intent.payment_failed settled exactly once (the event id is claimed with the settlement). Other events
 * are acknowledged and ignored; charge.refunded and refund.updated are reconciled with the shop's refunds, once
 * each (lib/payments/refunds.ts). The body is read (readRawBody, bounded by the route) only after the configuration
 * and the signature header are checked; a signed event whose object is not as Stripe writes it is 400, before anything
 * is read from it. A payment that cannot settle (an amount that differs from the order's total, an
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
  let event: unknown;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new AppError('invalid', 'Invalid webhook signature');
  }
  // Signed, so from Stripe, but read only once it has the shape the shop reads.
  const handled = parseEvent(event);
  if (!handled) return { handled: false, duplicate: false };
  if (handled.type === 'charge.refunded' || handled.type === 'refund.updated') {
    const refunds = handled.type === 'refund.updated' ? [handled.data.object] : await refundsOfCharge(handled.data.object);
    const outcome = await reconcileGatewayRefunds(refunds.map(gatewayRefund), { id: handled.id, type: handled.type });
    return { handled: true, duplicate: outcome === 'duplicate_event' };
  }

  const facts = stripeIntentFacts(handled.data.object);
  try {
    const outcome = await settleIntent(facts, 'STRIPE', { id: handled.id, type: handled.type });
    return { handled: true, duplicate: outcome === 'duplicate_event' };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === 'internal') throw error;
    // Unsettleable: remember the event (so a retry does not alert again) and tell the admins.
    const claimed = await prisma.webhookEvent.createMany({ data: [{ id: handled.id, type: handled.type }], skipDuplicates: true });
    if (claimed.count === 1) {
      console.error(`[payments] Stripe event ${handled.id} (${facts.intentId}) not settled: ${error.message}`);
      await notify(prisma, [
        {
          audience: 'ADMIN',
          type: 'payment',
          message: `Stripe payment ${facts.intentId} could not be applied: ${error.message}. Check it in the Stripe dashboard.`,
          meta: { paymentId: facts.intentId, event: handled.type },
        },
      ]);
    }
    return { handled: true, duplicate: claimed.count === 0 };
  }
}
