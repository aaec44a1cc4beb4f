import { formatRs, type Money, subtract } from '@/lib/money';

/**
 * How much of an order may still be refunded, and what its payment status becomes (docs/decisions.md, Payments ›
 * Refunds). Pure and client-safe: the refund route and the admin's refund form use the same rules.
 */

export const REFUND_REASON_MAX = 500;

export type RefundedPaymentStatus = 'completed' | 'partially_refunded' | 'refunded';

/** What is left to give back: what was paid less what was refunded (or is being refunded) already. */
export function refundLeft(paid: Money, refunded: Money): Money {
  return subtract(paid, refunded);
}

/** A paid order's payment status from what was refunded on it. */
export function paymentStatusAfterRefunds(paid: Money, refunded: Money): RefundedPaymentStatus {
  if (refunded <= 0) return 'completed';
  return refunded >= paid ? 'refunded' : 'partially_refunded';
}

export const refundTooLarge = (left: Money) => `The refund amount is more than what is left to refund (${formatRs(left)})`;

/** Why this amount cannot be refunded now, or null: more than is left (the API's 400). */
export function refundAmountProblem(amount: Money, left: Money): string | null {
  if (amount <= 0) return 'Refund amount must be more than Rs. 0';
  return amount > left ? refundTooLarge(left) : null;
}
