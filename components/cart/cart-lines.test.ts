import { describe, expect, it } from 'vitest';
import { cartTotals, maxLineQuantity, steppedQuantity, stockProblem, toCartLineView } from './cart-lines';
import type { CartItemJson } from '@/lib/cart/cart-json';

describe('steppedQuantity', () => {
  it('steps by one within 1..99 and the stock', () => {
    expect(steppedQuantity(2, 1, 50)).toBe(3);
    expect(steppedQuantity(2, -1, 50)).toBe(1);
  });

  it('never goes below 1', () => {
    expect(steppedQuantity(1, -1, 50)).toBeNull();
  });

  it('never goes above 99 or the stock', () => {
    expect(steppedQuantity(99, 1, 500)).toBeNull();
    expect(steppedQuantity(4, 1, 4)).toBeNull();
    expect(maxLineQuantity(500)).toBe(99);
  });

  it('steps a line holding more than the stock straight down to the stock', () => {
    expect(steppedQuantity(8, -1, 3)).toBe(3);
    expect(steppedQuantity(8, 1, 3)).toBeNull();
  });

  it('leaves a line of a product out of stock at 1 (Delete removes it)', () => {
    expect(maxLineQuantity(0)).toBe(1);
    expect(steppedQuantity(1, 1, 0)).toBeNull();
    expect(steppedQuantity(1, -1, 0)).toBeNull();
    expect(steppedQuantity(3, -1, 0)).toBe(1);
  });
});

describe('cartTotals', () => {
  it('adds the lines and the delivery fee in whole cents', () => {
    expect(
      cartTotals(
        [
          { price: 0.1, quantity: 3 },
          { price: 1450, quantity: 2 },
        ],
        10_00,
      ),
    ).toEqual({ subtotal: 2900.3, deliveryFee: 10, total: 2910.3 });
  });

  it('is only the fee for no lines', () => {
    expect(cartTotals([], 10_00)).toEqual({ subtotal: 0, deliveryFee: 10, total: 10 });
  });
});

describe('stockProblem', () => {
  it('names lines that checkout would refuse', () => {
    expect(stockProblem({ stock: 0, quantity: 1 })).toBe('Out of stock');
    expect(stockProblem({ stock: 2, quantity: 3 })).toBe('Only 2 left in stock');
    expect(stockProblem({ stock: 3, quantity: 3 })).toBeNull();
  });
});

describe('toCartLineView', () => {
  it("keeps what the screen shows, and the first image", () => {
    const item = {
      _id: 'line-1',
      quantity: 3,
      productId: { _id: 'p-1', name: 'Samba Rice 5kg', image: ['/a.svg', '/b.svg'], price: 1450.5, stock: 7 },
    } as unknown as CartItemJson;
    expect(toCartLineView(item)).toEqual({
      id: 'line-1',
      productId: 'p-1',
      name: 'Samba Rice 5kg',
      image: '/a.svg',
      price: 1450.5,
      stock: 7,
      quantity: 3,
    });
  });
});
