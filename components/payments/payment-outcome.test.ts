import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';
import { outcomeText } from './outcome-text';
import { type OutcomeText, stripeOutcome as stripeOutcomeIn, testGatewayOutcome as testGatewayOutcomeIn } from './payment-outcome';

// The page's texts as an English page has them.
const text: OutcomeText = outcomeText(createTranslator({ locale: 'en', messages, namespace: 'payments.outcome' }));
const testGatewayOutcome = (result: Parameters<typeof testGatewayOutcomeIn>[0]) => testGatewayOutcomeIn(result, text);
const stripeOutcome = (result: Parameters<typeof stripeOutcomeIn>[0]) => stripeOutcomeIn(result, text);

const reply = (status: number, message: string, body: Record<string, unknown> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  message,
  body,
});

describe('testGatewayOutcome (POST /api/payments/confirm)', () => {
  it('succeeds when the gateway says succeeded', () => {
    expect(testGatewayOutcome(reply(200, 'Payment succeeded', { status: 'succeeded' }))).toEqual({ status: 'succeeded' });
  });

  it("shows the card error of a decline or an invalid number, else 'Payment failed'", () => {
    expect(testGatewayOutcome(reply(402, 'Your card was declined.'))).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(testGatewayOutcome(reply(400, 'Your card number is incomplete.'))).toEqual({
      status: 'failed',
      message: 'Your card number is incomplete.',
    });
    expect(testGatewayOutcome(reply(500, ''))).toEqual({ status: 'failed', message: 'Payment failed' });
  });

  it("reports any other status as 'Payment status: {status}'", () => {
    expect(testGatewayOutcome(reply(200, '', { status: 'processing' }))).toEqual({ status: 'failed', message: 'Payment status: processing' });
    expect(testGatewayOutcome(reply(200, ''))).toEqual({ status: 'failed', message: 'Payment status: unknown' });
  });

  it("says 'Unexpected error. Please try again.' when no answer came", () => {
    expect(testGatewayOutcome(reply(0, ''))).toEqual({ status: 'failed', message: 'Unexpected error. Please try again.' });
  });
});

describe('stripeOutcome (stripe.confirmCardPayment)', () => {
  it('succeeds with a succeeded intent', () => {
    expect(stripeOutcome({ paymentIntent: { status: 'succeeded' } })).toEqual({ status: 'succeeded' });
  });

  it("shows Stripe's card error, else 'Payment failed'", () => {
    expect(stripeOutcome({ error: { message: 'Your card has insufficient funds.' } })).toEqual({
      status: 'failed',
      message: 'Your card has insufficient funds.',
    });
    expect(stripeOutcome({ error: {} })).toEqual({ status: 'failed', message: 'Payment failed' });
  });

  it('says a decline in the page’s language: Stripe.js words it in English only', () => {
    const declined = { error: { code: 'card_declined', message: 'Your card was declined.' } };
    expect(stripeOutcome(declined)).toEqual({ status: 'failed', message: 'Your card was declined.' });
    for (const [locale, pageMessages] of [['si', si], ['ta', ta]] as const) {
      const pageText = outcomeText(createTranslator({ locale, messages: pageMessages, namespace: 'payments.outcome' }));
      expect(stripeOutcomeIn(declined, pageText)).toEqual({ status: 'failed', message: pageMessages.payments.outcome.declined });
      expect(pageMessages.payments.outcome.declined).not.toMatch(/[a-z]/i);
    }
  });

  it("reports another intent status as 'Payment status: {status}'", () => {
    expect(stripeOutcome({ paymentIntent: { status: 'requires_action' } })).toEqual({
      status: 'failed',
      message: 'Payment status: requires_action',
    });
  });
});
