import { describe, expect, it } from 'vitest';
import { awaitsCardPayment } from './payable';

const order = { paymentMethod: 'card', paymentStatus: 'pending', deliveryStatus: 'pending' } as const;

describe('awaitsCardPayment', () => {
  it('is true for an unpaid card order, also after a declined card', () => {
    expect(awaitsCardPayment(order)).toBe(true);
    expect(awaitsCardPayment({ ...order, paymentStatus: 'failed' })).toBe(true);
  });

  it('is false once paid, when cancelled, and for cash on delivery', () => {
    expect(awaitsCardPayment({ ...order, paymentStatus: 'completed' })).toBe(false);
    expect(awaitsCardPayment({ ...order, deliveryStatus: 'cancelled' })).toBe(false);
    expect(awaitsCardPayment({ ...order, paymentMethod: 'cod' })).toBe(false);
  });
});
