import type { PaymentJson } from '@/lib/payments/payment-json';

/** A payment as the API and pages show it, for tests of the payment screens; `overrides` changes any field. */
export const paymentJson = (overrides: Partial<PaymentJson> = {}): PaymentJson => ({
  _id: 'pay1',
  orderId: 'ORD-1750000000000-A1B2C3',
  order_id: 'order1',
  paymentIntentId: 'pi_test_1',
  gateway: 'test',
  userId: { _id: 'user1', name: 'Nimal Perera', email: 'nimal@example.lk' },
  amount: 1860,
  currency: 'LKR',
  status: 'succeeded',
  failure_message: null,
  receipt_url: 'http://localhost:3000/payment/receipt/pi_test_1',
  createdAt: '2026-06-15T06:30:00.000Z',
  ...overrides,
});
