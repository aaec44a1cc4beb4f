import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { DELIVERY_FEES } from './delivery-fees';
import { orderAmounts } from './pricing';
import { createOrderSchema, updateOrderSchema } from './schemas';
import { inLockOrder } from './stock';

/** The order input rules and the pure parts of placing an order (no database). */

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createOrderSchema', () => {
  it('defaults to a cash-on-delivery cart checkout and keeps only what the server uses, in the domain names', () => {
    const parsed = createOrderSchema.parse({ delivery_address: ' addr1 ', subTotalAmt: 1, totalAmt: 1, payment_status: 'completed', payment_id: 'X' });
    expect(parsed).toEqual({ mode: 'cart', paymentMethod: 'cod', addressId: 'addr1', couponCode: undefined, buyNow: undefined });
  });

  it('reads the one buy-now item from a list or from its JSON text, quantity 1 by default', () => {
    const base = { mode: 'buy_now', delivery_address: 'a' };
    expect(createOrderSchema.parse({ ...base, product_details: [{ productId: ' p1 ', quantity: 3 }] }).buyNow).toEqual({ productId: 'p1', quantity: 3 });
    expect(createOrderSchema.parse({ ...base, product_details: '[{"productId":"p1","quantity":"99"}]' }).buyNow).toEqual({ productId: 'p1', quantity: 99 });
    expect(createOrderSchema.parse({ ...base, product_details: [{ productId: 'p1' }] }).buyNow).toEqual({ productId: 'p1', quantity: 1 });
  });

  it.each([
    [{}, 'Please select a delivery address'],
    [{ delivery_address: '' }, 'Please select a delivery address'],
    [{ delivery_address: 'x'.repeat(65) }, 'Address not found'],
    [{ delivery_address: 'a', mode: 'later' }, 'mode must be cart or buy_now'],
    [{ delivery_address: 'a', paymentMethod: 'cash' }, 'paymentMethod must be card or cod'],
    [{ delivery_address: 'a', couponCode: 12 }, 'Invalid coupon'],
    [{ delivery_address: 'a', mode: 'buy_now' }, 'Buy now takes one product and its quantity'],
    [{ delivery_address: 'a', mode: 'buy_now', product_details: '{' }, 'Buy now takes one product and its quantity'],
    [{ delivery_address: 'a', mode: 'buy_now', product_details: [{ productId: 'p', quantity: 0 }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ delivery_address: 'a', mode: 'buy_now', product_details: [{ productId: 'p', quantity: 100 }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ delivery_address: 'a', mode: 'buy_now', product_details: [{ productId: 'p', quantity: 'two' }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ delivery_address: 'a', mode: 'buy_now', product_details: [{ productId: ' ' }] }, 'Choose a product to buy'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstMessage(createOrderSchema.safeParse(body))).toBe(message);
  });
});

describe('updateOrderSchema', () => {
  it('takes either status or both, and gives them in the domain names', () => {
    expect(updateOrderSchema.parse({ delivery_status: 'shipped' })).toEqual({ deliveryStatus: 'shipped', paymentStatus: undefined, paymentId: undefined });
    expect(updateOrderSchema.parse({ payment_status: 'failed', payment_id: ' pi_1 ' })).toEqual({
      deliveryStatus: undefined,
      paymentStatus: 'failed',
      paymentId: 'pi_1',
    });
  });

  it('refuses an empty change', () => {
    expect(firstMessage(updateOrderSchema.safeParse({}))).toBe('Nothing to update: send delivery_status or payment_status');
  });
});

describe('amounts', () => {
  it('delivery fees are Rs 10 for a cart checkout and Rs 280 for a buy now', () => {
    expect(DELIVERY_FEES).toEqual({ cart: 1000, buy_now: 28000 });
  });

  it('adds the lines in whole cents, then the delivery fee of the mode', () => {
    const lines = [
      { price: cents(10), quantity: 3 },
      { price: cents(145000), quantity: 2 },
    ];
    expect(orderAmounts(lines, 'cart')).toEqual({ subtotal: 290030, discount: 0, deliveryFee: 1000, total: 291030 });
    expect(orderAmounts([], 'buy_now')).toEqual({ subtotal: 0, discount: 0, deliveryFee: 28000, total: 28000 });
  });

  it.each([
    [1230, 15, 185], // 184.5 rounds up
    [999, 10, 100], // 99.9
    [994, 10, 99], // 99.4
    [123_456_789, 33, 40_740_740], // 40,740,740.37
    [5000, 100, 5000],
    [1, 50, 1], // half a cent rounds up
  ])('the discount on %i cents at %i%% is %i cents', (subtotal, percent, discount) => {
    expect(orderAmounts([{ price: cents(subtotal), quantity: 1 }], 'cart', percent).discount).toBe(discount);
  });
});

describe('inLockOrder', () => {
  it('sorts by product id, deleted products (null) first, without changing the input', () => {
    const items = [{ productId: 'c' }, { productId: null }, { productId: 'a' }, { productId: 'b' }];
    expect(inLockOrder(items, (item) => item.productId).map((item) => item.productId)).toEqual([null, 'a', 'b', 'c']);
    expect(items.map((item) => item.productId)).toEqual(['c', null, 'a', 'b']);
  });
});
