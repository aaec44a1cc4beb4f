import { describe, expect, it } from 'vitest';
import { cents, ZERO } from '@/lib/money';
import { paymentStatusAfterRefunds, refundAmountProblem, refundLeft } from './refund-rules';
import { refundSchema } from './schemas';

/** The refund amount's rules, without a database: what is left, the status after, and the body's checks. */

describe('refund rules', () => {
  it('leaves the paid total less what was refunded', () => {
    expect(refundLeft(cents(26000), ZERO)).toBe(26000);
    expect(refundLeft(cents(26000), cents(10050))).toBe(15950);
    expect(refundLeft(cents(26000), cents(26000))).toBe(0);
  });

  it('makes the status completed, partially_refunded or refunded from the amount refunded', () => {
    expect(paymentStatusAfterRefunds(cents(26000), ZERO)).toBe('completed');
    expect(paymentStatusAfterRefunds(cents(26000), cents(1))).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(cents(26000), cents(25999))).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(cents(26000), cents(26000))).toBe('refunded');
  });

  it('refuses nothing or more than is left, naming what is left', () => {
    expect(refundAmountProblem(cents(15950), cents(15950))).toBeNull();
    expect(refundAmountProblem(cents(1), cents(15950))).toBeNull();
    expect(refundAmountProblem(cents(15951), cents(15950))).toBe('The refund amount is more than what is left to refund (Rs. 159.50)');
    expect(refundAmountProblem(ZERO, cents(15950))).toBe('Refund amount must be more than Rs. 0');
  });
});

describe('refundSchema', () => {
  const parse = (body: object) => refundSchema.safeParse({ orderId: 'ORD-1', reason: 'Damaged', ...body });
  const message = (body: object) => {
    const parsed = parse(body);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes rupees as a number or text, to the cent, and no amount as "the rest"', () => {
    expect(parse({ amount: 100.5 }).data).toMatchObject({ amount: 10050, reason: 'Damaged' });
    expect(parse({ amount: ' 160.00 ' }).data?.amount).toBe(16000);
    // A binary float that is two decimals as written.
    expect(parse({ amount: 0.1 + 0.2 }).data?.amount).toBe(30);
    for (const amount of [undefined, null, '']) expect(parse({ amount }).data?.amount).toBeUndefined();
  });

  it('refuses amounts that are not a positive sum of rupees, and a missing or long reason', () => {
    expect(message({ amount: 0 })).toBe('Refund amount must be more than Rs. 0');
    expect(message({ amount: -1 })).toBe('Refund amount must be more than Rs. 0');
    expect(message({ amount: 10.005 })).toBe('Refund amount can have at most 2 decimals');
    expect(message({ amount: 'ten' })).toBe('Refund amount must be a number of rupees');
    expect(message({ amount: Number.POSITIVE_INFINITY })).toBe('Refund amount must be a number of rupees');
    expect(message({ amount: 1e13 })).toBe('Refund amount must be a number of rupees');
    expect(message({ reason: ' ' })).toBe('A reason for the refund is required');
    expect(message({ reason: 'x'.repeat(501) })).toBe('The reason can be at most 500 characters');
    expect(message({ reason: 'x'.repeat(500) })).toBeNull();
  });
});
