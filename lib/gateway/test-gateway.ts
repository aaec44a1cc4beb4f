import 'server-only';
import { createHmac } from 'node:crypto';
import { config } from '@/lib/config';
import { prisma } from '@/lib/db/client';
import { moneyFromDecimal } from '@/lib/money';
import type { IntentFacts, PaymentGateway } from './types';

/**
 * The built-in test gateway: Stripe's behaviour for its test cards, without Stripe, for development and tests
 * (docs/decisions.md, Payments). Its intents live only as the shop's Payment records.
 */

function sign(value: string): string {
  return createHmac('sha256', config().authSecret).update(value).digest('hex').slice(0, 24);
}

/** The receipt of a test payment is a page of the shop. */
export function testReceiptUrl(intentId: string): string {
  return `${config().appUrl}/payment/receipt/${encodeURIComponent(intentId)}`;
}

/** Stripe's test cards: 4242... pays, 4000 0000 0000 0002 is declined. */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED = 'Your card was declined.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardOutcome = { kind: 'invalid'; message: string } | { kind: 'declined'; message: string } | { kind: 'succeeded' };

/** What the test gateway does with a card number, with Stripe's messages. Spaces and dashes are ignored. */
export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { kind: 'invalid', message: 'Your card number is invalid.' };
  if (digits.length < 16) return { kind: 'invalid', message: 'Your card number is incomplete.' };
  if (digits.length > 19 || !passesLuhn(digits)) return { kind: 'invalid', message: 'Your card number is invalid.' };
  if (digits === TEST_CARD_SUCCEEDS) return { kind: 'succeeded' };
  if (digits === TEST_CARD_DECLINED) return { kind: 'declined', message: CARD_DECLINED };
  // Stripe's test mode refuses real cards the same way.
  return { kind: 'declined', message: `${CARD_DECLINED} This is the test gateway: use 4242 4242 4242 4242.` };
}

export const testGateway: PaymentGateway = {
  name: 'TEST',

  // One intent per order, as Stripe's idempotency key gives: the id is derived from the order.
  async createIntent(order) {
    const intentId = `pi_test_${sign(`intent:${order.id}`)}`;
    return { intentId, clientSecret: `${intentId}_secret_${sign(`secret:${intentId}`)}` };
  },

  async retrieveIntent(intentId) {
    const payment = await prisma.payment.findUnique({
      where: { intentId },
      select: { orderId: true, status: true, amount: true, currency: true, failureMessage: true, gateway: true },
    });
    if (!payment || payment.gateway !== 'TEST') return null;
    const facts: IntentFacts = {
      intentId,
      orderId: payment.orderId,
      status: payment.status,
      gatewayStatus: payment.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      amount: moneyFromDecimal(payment.amount),
      currency: payment.currency.toLowerCase(),
      receiptUrl: payment.status === 'succeeded' ? testReceiptUrl(intentId) : null,
      failureMessage: payment.failureMessage,
    };
    return facts;
  },

  // Its intents are the shop's Payment records, which the caller has already marked failed.
  async cancelIntent() {},

  // Nothing to move: a refund of a succeeded test payment succeeds at once, one id per idempotency key as Stripe's.
  async refund(intentId, amount, idempotencyKey) {
    const payment = await prisma.payment.findUnique({ where: { intentId }, select: { status: true, amount: true, gateway: true } });
    if (!payment || payment.gateway !== 'TEST' || payment.status !== 'succeeded') {
      return { refundId: `re_test_${sign(`refund:${idempotencyKey}`)}`, status: 'failed', failureMessage: 'No such succeeded payment' };
    }
    if (amount <= 0 || amount > moneyFromDecimal(payment.amount)) {
      return { refundId: `re_test_${sign(`refund:${idempotencyKey}`)}`, status: 'failed', failureMessage: 'Refund amount is more than the payment' };
    }
    return { refundId: `re_test_${sign(`refund:${idempotencyKey}`)}`, status: 'succeeded', failureMessage: null };
  },
};
