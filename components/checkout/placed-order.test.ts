import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import { cents } from '@/lib/money';
import { parsePlacedOrder, pathAfterPlacing, successHeading } from './placed-order';

const order = {
  id: 'ck1',
  number: 'ORD-1767000000000-A1B2C3',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  total: cents(262000),
} as const;

describe('parsePlacedOrder', () => {
  it('reads back a stored order', () => {
    expect(parsePlacedOrder(JSON.stringify(order))).toEqual(order);
  });

  it('gives null for nothing, broken text or something that is not an order', () => {
    expect(parsePlacedOrder(null)).toBeNull();
    expect(parsePlacedOrder('{')).toBeNull();
    expect(parsePlacedOrder('"ORD-1"')).toBeNull();
    expect(parsePlacedOrder(JSON.stringify({ ...order, total: '262000' }))).toBeNull();
    expect(parsePlacedOrder(JSON.stringify({ ...order, total: 2620.5 }))).toBeNull();
    expect(parsePlacedOrder(JSON.stringify({ ...order, number: '' }))).toBeNull();
  });
});

describe('after placing an order', () => {
  it('sends cash on delivery to the confirmation and a card order to payment', () => {
    expect(pathAfterPlacing({ paymentMethod: 'cod' })).toBe('/ordersuccess');
    expect(pathAfterPlacing({ paymentMethod: 'card' })).toBe('/payment');
  });

  it("says 'Payment Successful!' only for a paid card order", () => {
    const t = createTranslator({ locale: 'en', messages, namespace: 'checkout.success' });
    const heading = (order: Parameters<typeof successHeading>[0]) => t(successHeading(order));
    expect(heading({ paymentMethod: 'card', paymentStatus: 'completed' })).toBe('Payment Successful!');
    expect(heading({ paymentMethod: 'card', paymentStatus: 'pending' })).toBe('Order placed successfully!');
    expect(heading({ paymentMethod: 'cod', paymentStatus: 'pending' })).toBe('Order placed successfully!');
  });
});
