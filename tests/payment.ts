import { cents } from '@/lib/money';
import type { Payment } from '@/lib/payments/types';

/** A payment as the shop's pages are given it, for tests of the payment screens; `overrides` changes any field. */
export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay1',
  intentId: 'pi_test_1',
  gateway: 'test',
  order: { id: 'order1', number: 'ORD-1750000000000-A1B2C3' },
  payer: { id: 'user1', name: 'Nimal Perera', email: 'nimal@example.lk' },
  amount: cents(186000),
  currency: 'LKR',
  status: 'succeeded',
  failureMessage: null,
  receiptUrl: 'http://localhost:3000/payment/receipt/pi_test_1',
  createdAt: new Date('2026-06-15T06:30:00.000Z'),
  ...overrides,
});
