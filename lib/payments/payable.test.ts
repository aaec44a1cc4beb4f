import { describe, expect, it } from 'vitest';
import { awaitsCardPayment } from './payable';

const order = { paymentMethod: 'card', payment_status: 'pending', delivery_status: 'pending' } as const;

describe('awaitsCardPayment', () => {
  it('is true for an unpaid card order, also after a declined card', () => {
    expect(awaitsCardPayment(order)).toBe(true);
    expect(awaitsCardPayment({ ...order, payment_status: 'failed' })).toBe(true);
  });

  it('is false once paid, when cancelled, and for cash on delivery', () => {
    expect(awaitsCardPayment({ ...order, payment_status: 'completed' })).toBe(false);
    expect(awaitsCardPayment({ ...order, delivery_status: 'cancelled' })).toBe(false);
    expect(awaitsCardPayment({ ...order, paymentMethod: 'cod' })).toBe(false);
  });
});
