import { describe, expect, it } from 'vitest';
import { setupTestEnv } from '@/tests/env';
import { payByOf } from './holds';

setupTestEnv();

/** The pay-by time the order page shows: the end of the stock hold (ORDER_HOLD_MINUTES, 30 by default). */
describe('payByOf', () => {
  const placed = '2026-11-25T10:00:00.000Z';
  const held = { paymentMethod: 'card', payment_status: 'pending', delivery_status: 'pending', createdAt: placed } as const;

  it('is the end of the hold for an unpaid card order, a declined one included', () => {
    expect(payByOf(held)).toBe('2026-11-25T10:30:00.000Z');
    expect(payByOf({ ...held, payment_status: 'failed' })).toBe('2026-11-25T10:30:00.000Z');
  });

  it.each([
    ['cash on delivery', { paymentMethod: 'cod' }],
    ['paid', { payment_status: 'completed' }],
    ['cancelled', { delivery_status: 'cancelled' }],
    ['shipped', { delivery_status: 'shipped' }],
  ] as const)('is null for an order that holds nothing: %s', (_, change) => {
    expect(payByOf({ ...held, ...change })).toBeNull();
  });
});
