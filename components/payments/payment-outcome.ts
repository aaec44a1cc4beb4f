import type { ApiResult } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

/**
 * What a card confirmation came to, in the payment page's words, whichever gateway confirmed it: succeeded, or
 * failed with the text to show (the card error, 'Payment failed', 'Payment status: {status}' for any other
 * outcome, or 'Unexpected error. Please try again.' when no answer came).
 */
export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string };

export const PAYMENT_FAILED = 'Payment failed';
export const UNEXPECTED_ERROR = 'Unexpected error. Please try again.';

const SUCCEEDED: PaymentOutcome = { status: 'succeeded' };

function fromStatus(status: unknown): PaymentOutcome {
  if (status === 'succeeded') return SUCCEEDED;
  return { status: 'failed', message: `Payment status: ${typeof status === 'string' && status ? status : 'unknown'}` };
}

/** POST /api/payments/confirm's reply (the test gateway): 402 a declined card, 400 an invalid number. */
export function testGatewayOutcome(result: Pick<ApiResult<unknown>, 'ok' | 'status' | 'message' | 'body'>): PaymentOutcome {
  if (!result.ok) {
    return { status: 'failed', message: resultMessage(result, { failed: PAYMENT_FAILED, error: UNEXPECTED_ERROR }) };
  }
  return fromStatus(result.body.status);
}

/** Stripe.js's confirmCardPayment result: a card error, or the intent with its status. */
export function stripeOutcome(result: { error?: { message?: string }; paymentIntent?: { status: string } }): PaymentOutcome {
  if (result.error) return { status: 'failed', message: resultMessage(result.error, PAYMENT_FAILED) };
  return fromStatus(result.paymentIntent?.status);
}
