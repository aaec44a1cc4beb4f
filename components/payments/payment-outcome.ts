import type { ApiResult } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

/**
 * What a card confirmation came to, in the payment page's words, whichever gateway confirmed it: succeeded, or
 * failed with the text to show (the card error, 'Payment failed', 'Payment status: {status}' for any other
 * outcome, or 'Unexpected error. Please try again.' when no answer came).
 */
export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string };

/** The page's own texts for a failed payment (`payments.outcome`), in the shopper's language. */
export type OutcomeText = {
  /** 'Payment failed' */
  failed: string;
  /** 'Your card was declined.': Stripe.js words its errors in English only, and a decline is the one shoppers meet. */
  declined: string;
  /** 'Unexpected error. Please try again.' */
  unexpected: string;
  /** 'Payment status: {status}'; 'unknown' when there is none. */
  status: (status: string | null) => string;
};

const SUCCEEDED: PaymentOutcome = { status: 'succeeded' };

function fromStatus(status: unknown, text: OutcomeText): PaymentOutcome {
  if (status === 'succeeded') return SUCCEEDED;
  return { status: 'failed', message: text.status(typeof status === 'string' && status ? status : null) };
}

/** POST /api/payments/confirm's reply (the test gateway): 402 a declined card, 400 an invalid number. */
export function testGatewayOutcome(
  result: Pick<ApiResult<unknown>, 'ok' | 'status' | 'message' | 'body'>,
  text: OutcomeText,
): PaymentOutcome {
  if (!result.ok) {
    return { status: 'failed', message: resultMessage(result, { failed: text.failed, error: text.unexpected }) };
  }
  return fromStatus(result.body.status, text);
}

/** Stripe.js's confirmCardPayment result: a card error, or the intent with its status. */
export function stripeOutcome(
  result: { error?: { message?: string; code?: string }; paymentIntent?: { status: string } },
  text: OutcomeText,
): PaymentOutcome {
  if (result.error?.code === 'card_declined') return { status: 'failed', message: text.declined };
  if (result.error) return { status: 'failed', message: resultMessage(result.error, text.failed) };
  return fromStatus(result.paymentIntent?.status, text);
}
