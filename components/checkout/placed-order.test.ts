import { describe, expect, it } from 'vitest';
import { orderShowPath, parsePlacedOrder, pathAfterPlacing, successHeading } from './placed-order';

const order = {
  _id: 'ck1',
  orderId: 'ORD-1767000000000-A1B2C3',
  paymentMethod: 'cod',
  payment_status: 'pending',
  totalAmt: 2620,
  deliveryFee: 10,
};

describe('parsePlacedOrder', () => {
  it('reads back a stored order, keeping its other fields', () => {
    expect(parsePlacedOrder(JSON.stringify(order))).toEqual(order);
  });

  it('gives null for nothing, broken text or something that is not an order', () => {
    expect(parsePlacedOrder(null)).toBeNull();
    expect(parsePlacedOrder('{')).toBeNull();
    expect(parsePlacedOrder('"ORD-1"')).toBeNull();
    expect(parsePlacedOrder(JSON.stringify({ ...order, totalAmt: '2620' }))).toBeNull();
    expect(parsePlacedOrder(JSON.stringify({ ...order, orderId: '' }))).toBeNull();
  });
});

describe('after placing an order', () => {
  it('sends cash on delivery to the confirmation and a card order to payment', () => {
    expect(pathAfterPlacing({ paymentMethod: 'cod' })).toBe('/ordersuccess');
    expect(pathAfterPlacing({ paymentMethod: 'card' })).toBe('/payment');
  });

  it("links the order's page by its number", () => {
    expect(orderShowPath('ORD-1-AB')).toBe('/ordershow/ORD-1-AB');
    expect(orderShowPath('a/b')).toBe('/ordershow/a%2Fb');
  });

  it("says 'Payment Successful!' only for a paid card order", () => {
    expect(successHeading({ paymentMethod: 'card', payment_status: 'completed' })).toBe('Payment Successful!');
    expect(successHeading({ paymentMethod: 'card', payment_status: 'pending' })).toBe('Order placed successfully!');
    expect(successHeading({ paymentMethod: 'cod', payment_status: 'pending' })).toBe('Order placed successfully!');
  });
});
