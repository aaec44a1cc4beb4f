import { describe, expect, it } from 'vitest';
import { paymentStatusTone } from './payment-history';

describe('paymentStatusTone', () => {
  it('is green for succeeded, yellow for pending and red otherwise (SPEC.md section 4)', () => {
    expect(paymentStatusTone('succeeded')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    expect(paymentStatusTone('failed')).toBe('red');
    expect(paymentStatusTone('canceled')).toBe('red');
  });
});
