import type { Money } from '@/lib/money';

/**
 * A payment gateway as the shop uses it: Stripe, or the built-in test gateway of development and tests. Nothing here
 * knows orders or payments records; lib/orders (expired holds) and lib/payments (intents, settling) build on it.
 */

/** What the shop needs to know about a payment intent, whichever gateway holds it. */
export type IntentFacts = {
  intentId: string;
  /** The order's database id, from the intent's metadata (null when the intent carries none). */
  orderId: string | null;
  status: 'succeeded' | 'failed' | 'pending';
  /** The gateway's own status word, reported to the payer as 'Payment status: {status}'. */
  gatewayStatus: string;
  amount: Money;
  /** Lower case, as Stripe writes it: 'lkr'. */
  currency: string;
  receiptUrl: string | null;
  failureMessage: string | null;
};

export type PayableOrder = { id: string; orderNumber: string; userId: string; userEmail: string; total: Money };

/** A refund as the gateway reports it: done, still under way (settled later by webhook), or refused. */
export type RefundFacts = { refundId: string; status: 'succeeded' | 'pending' | 'failed'; failureMessage: string | null };

export interface PaymentGateway {
  readonly name: 'STRIPE' | 'TEST';
  /** A payment intent for the order's total; asking twice for one order gives the same intent. */
  createIntent(order: PayableOrder): Promise<{ intentId: string; clientSecret: string }>;
  /** The intent as the gateway knows it; null when it does not exist. */
  retrieveIntent(intentId: string): Promise<IntentFacts | null>;
  /** Makes the intent unpayable (its order's hold expired); an intent that already succeeded or was cancelled is left as it is. */
  cancelIntent(intentId: string): Promise<void>;
  /**
   * Gives `amount` of a succeeded intent back to the card. The same idempotency key returns the same refund instead of
   * refunding twice; the key also travels with the refund (Stripe metadata `refundId`), so its webhooks find it.
   */
  refund(intentId: string, amount: Money, idempotencyKey: string): Promise<RefundFacts>;
}
