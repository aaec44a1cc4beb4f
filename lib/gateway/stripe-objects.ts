import { z } from 'zod';

/**
 * The parts of Stripe's objects the shop reads, checked before anything is read from them: a webhook's signature
 * proves who sent it, not that its object has the shape the shop expects (docs/decisions.md, Payments › Refunds).
 * The SDK's own types are structurally these, so its API replies need no second check.
 */

export const stripeId = z.string().min(1).max(255);
/** A count of cents: Stripe's amounts are whole numbers of the currency's smallest unit. */
const centsCount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** Stripe writes either the id or, when expanded, the object. */
const idOrObject = z.union([stripeId, z.object({ id: stripeId })]);
const metadata = z.record(z.string(), z.string()).nullish();

export const stripeIntentSchema = z.object({
  id: stripeId,
  object: z.literal('payment_intent'),
  amount: centsCount,
  currency: z.string().min(1).max(10),
  status: z.string().min(1).max(50),
  metadata,
  latest_charge: z.union([stripeId, z.object({ receipt_url: z.string().max(2000).nullish() })]).nullish(),
  last_payment_error: z.object({ message: z.string().max(2000).optional() }).nullish(),
});
export type StripeIntentObject = z.output<typeof stripeIntentSchema>;

export const stripeRefundSchema = z.object({
  id: stripeId,
  object: z.literal('refund'),
  // No refund moves nothing, let alone less than nothing.
  amount: centsCount.positive(),
  currency: z.string().min(1).max(10),
  payment_intent: idOrObject.nullish(),
  status: z.string().max(50).nullish(),
  failure_reason: z.string().max(200).nullish(),
  metadata,
});
export type StripeRefundObject = z.output<typeof stripeRefundSchema>;

export const stripeChargeSchema = z.object({
  id: stripeId,
  object: z.literal('charge'),
  /** Included by older API versions; otherwise the refunds are asked for. */
  refunds: z.object({ data: z.array(stripeRefundSchema), has_more: z.boolean() }).nullish(),
});
export type StripeChargeObject = z.output<typeof stripeChargeSchema>;
