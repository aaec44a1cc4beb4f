import { describe, expect, it } from 'vitest';
import { shopperCanCancel } from './cancellation';

describe('cancelling as a shopper', () => {
  it('is possible while the order is pending and unpaid', () => {
    expect(shopperCanCancel({ deliveryStatus: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(shopperCanCancel({ deliveryStatus: 'pending', paymentStatus: 'failed' })).toBe(true);
  });

  it.each([
    ['pending', 'completed'],
    ['shipped', 'pending'],
    ['delivered', 'completed'],
    ['cancelled', 'pending'],
  ] as const)('is refused once delivery is %s and payment %s', (deliveryStatus, paymentStatus) =>
    expect(shopperCanCancel({ deliveryStatus, paymentStatus })).toBe(false),
  );
});
