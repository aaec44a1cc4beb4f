import { describe, expect, it } from 'vitest';
import { paymentCount, paymentStatusTone } from './payment-history';

describe('paymentStatusTone', () => {
  it('is green for succeeded, yellow for pending and red otherwise', () => {
    expect(paymentStatusTone('succeeded')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    expect(paymentStatusTone('failed')).toBe('red');
    expect(paymentStatusTone('canceled')).toBe('red');
  });
});

describe('paymentCount', () => {
  it('names one payment or many, with thousands separated', () => {
    expect(paymentCount(0)).toBe('0 payments');
    expect(paymentCount(1)).toBe('1 payment');
    expect(paymentCount(100000)).toBe('100,000 payments');
  });
});
