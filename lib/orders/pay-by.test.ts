import { describe, expect, it } from 'vitest';
import { setupTestEnv } from '@/tests/env';
import { payByOf } from './holds';

setupTestEnv();

/** The pay-by time the order page shows: the end of the stock hold (ORDER_HOLD_MINUTES, 30 by default). */
describe('payByOf', () => {
  const placed = new Date('2026-11-25T10:00:00.000Z');
  const held = { paymentMethod: 'card', paymentStatus: 'pending', deliveryStatus: 'pending', createdAt: placed } as const;

  it('is the end of the hold for an unpaid card order, a declined one included', () => {
    expect(payByOf(held)).toEqual(new Date('2026-11-25T10:30:00.000Z'));
    expect(payByOf({ ...held, paymentStatus: 'failed' })).toEqual(new Date('2026-11-25T10:30:00.000Z'));
  });

  it.each([
    ['cash on delivery', { paymentMethod: 'cod' }],
    ['paid', { paymentStatus: 'completed' }],
    ['cancelled', { deliveryStatus: 'cancelled' }],
    ['shipped', { deliveryStatus: 'shipped' }],
  ] as const)('is null for an order that holds nothing: %s', (_, change) => {
    expect(payByOf({ ...held, ...change })).toBeNull();
  });
});
