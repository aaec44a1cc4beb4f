import { describe, expect, it } from 'vitest';
import { addLimitMessage, lineLimit, stockLimitMessage } from './limits';
import { addToCartSchema, updateCartItemSchema } from './schemas';

describe('cart quantity input', () => {
  it('defaults to 1, takes whole numbers 1..99 and digits sent as text', () => {
    expect(addToCartSchema.parse({ productId: ' p1 ' })).toEqual({ productId: 'p1', quantity: 1 });
    expect(addToCartSchema.parse({ productId: 'p1', quantity: 99 }).quantity).toBe(99);
    expect(updateCartItemSchema.parse({ quantity: ' 7 ' })).toEqual({ quantity: 7 });
  });

  it.each([0, 100, -1, 1.5, '1.5', '', 'ten', null, true, [2], Number.NaN])('refuses %j', (quantity) => {
    const result = updateCartItemSchema.safeParse({ quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Quantity must be a whole number from 1 to 99');
  });
});

describe('what a line may hold', () => {
  it('is 99 at most and never more than the stock', () => {
    expect([lineLimit(0), lineLimit(3), lineLimit(99), lineLimit(5000), lineLimit(-2)]).toEqual([0, 3, 99, 99, 0]);
  });

  it.each([
    [0, 0, 'This product is out of stock'],
    [3, 0, 'Only 3 left in stock'],
    [5, 3, 'Only 5 left in stock; you already have 3 in your cart, so you can add 2 more'],
    [2, 3, 'Only 2 left in stock; you already have 3 in your cart, so you can add no more'],
    [150, 98, 'You can have at most 99 of a product in your cart; you already have 98 in your cart, so you can add 1 more'],
    [99, 99, 'You can have at most 99 of a product in your cart; you already have 99 in your cart, so you can add no more'],
  ])('stock %i with %i in the cart: %s', (stock, inCart, message) => {
    expect(addLimitMessage(stock, inCart)).toBe(message);
  });

  it('names the stock when a line is set above it', () => {
    expect(stockLimitMessage(0)).toBe('This product is out of stock');
    expect(stockLimitMessage(4)).toBe('Only 4 left in stock');
  });
});
