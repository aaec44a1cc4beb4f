import { describe, expect, it } from 'vitest';
import { shopperCanCancel } from './cancellation';

describe('cancelling as a shopper', () => {
  it('is possible while the order is pending and unpaid', () => {
    expect(shopperCanCancel({ delivery_status: 'pending', payment_status: 'pending' })).toBe(true);
    expect(shopperCanCancel({ delivery_status: 'pending', payment_status: 'failed' })).toBe(true);
  });

  it.each([
    ['pending', 'completed'],
    ['shipped', 'pending'],
    ['delivered', 'completed'],
    ['cancelled', 'pending'],
  ] as const)('is refused once delivery is %s and payment %s', (delivery_status, payment_status) =>
    expect(shopperCanCancel({ delivery_status, payment_status })).toBe(false),
  );
});
