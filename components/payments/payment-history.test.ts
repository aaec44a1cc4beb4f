import { describe, expect, it } from 'vitest';
import { paymentJson as payment } from '@/tests/payment-json';
import { filterPayments, matchesPaymentSearch, paymentStatusTone } from './payment-history';

describe('matchesPaymentSearch', () => {
  const nimal = payment();

  it('matches the order id, the payer name and the payer e-mail, ignoring case', () => {
    expect(matchesPaymentSearch(nimal, 'ord-1750000000000-a1b2')).toBe(true);
    expect(matchesPaymentSearch(nimal, 'NIMAL PER')).toBe(true);
    expect(matchesPaymentSearch(nimal, 'Nimal@Example.LK')).toBe(true);
    expect(matchesPaymentSearch(nimal, 'example.lk')).toBe(true);
  });

  it('ignores spaces around the search, and a blank search matches every payment', () => {
    expect(matchesPaymentSearch(nimal, '  perera  ')).toBe(true);
    expect(matchesPaymentSearch(nimal, '')).toBe(true);
    expect(matchesPaymentSearch(nimal, '   ')).toBe(true);
  });

  it('does not match other fields (amount, status, payment id) or unrelated text', () => {
    expect(matchesPaymentSearch(nimal, 'kamal')).toBe(false);
    expect(matchesPaymentSearch(nimal, '1860')).toBe(false);
    expect(matchesPaymentSearch(nimal, 'succeeded')).toBe(false);
    expect(matchesPaymentSearch(nimal, 'pi_test')).toBe(false);
  });
});

describe('filterPayments', () => {
  it('keeps the matching payments in their order', () => {
    const first = payment({ _id: 'a', userId: { _id: 'u1', name: 'Kamal Silva', email: 'kamal@example.lk' } });
    const second = payment({ _id: 'b' });
    const third = payment({ _id: 'c', userId: { _id: 'u2', name: 'Kamala Fernando', email: 'kf@example.lk' } });
    expect(filterPayments([first, second, third], 'KAMAL').map((found) => found._id)).toEqual(['a', 'c']);
    expect(filterPayments([first, second, third], 'no such payer')).toEqual([]);
  });
});

describe('paymentStatusTone', () => {
  it('is green for succeeded, yellow for pending and red otherwise (SPEC.md section 4)', () => {
    expect(paymentStatusTone('succeeded')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    expect(paymentStatusTone('failed')).toBe('red');
    expect(paymentStatusTone('canceled')).toBe('red');
  });
});
