import { describe, expect, it } from 'vitest';
import { addToGuestCart, MAX_GUEST_CART_LINES, parseGuestCart, removeFromGuestCart, setGuestCartQuantity } from './guest-cart';
import { guestCartItemsSchema } from './schemas';

describe('a guest’s cart as stored in the browser', () => {
  it('keeps the valid lines in their order, each product once', () => {
    const stored = JSON.stringify([
      { productId: 'tea', quantity: 2 },
      { productId: 'rice', quantity: 1 },
      { productId: 'tea', quantity: 5 },
    ]);
    expect(parseGuestCart(stored)).toEqual([
      { productId: 'tea', quantity: 2 },
      { productId: 'rice', quantity: 1 },
    ]);
  });

  it.each([null, '', 'not json', '{}', '"tea"', '42'])('reads %j as an empty cart', (text) => {
    expect(parseGuestCart(text)).toEqual([]);
  });

  it('leaves out lines that are not a product id and a whole quantity 1..99', () => {
    const stored = JSON.stringify([
      null,
      'tea',
      { productId: '../admin', quantity: 1 },
      { productId: 'tea', quantity: 0 },
      { productId: 'tea', quantity: 100 },
      { productId: 'tea', quantity: 1.5 },
      { productId: 'tea', quantity: '2' },
      { productId: 7, quantity: 1 },
      { productId: 'rice', quantity: 99 },
    ]);
    expect(parseGuestCart(stored)).toEqual([{ productId: 'rice', quantity: 99 }]);
  });

  it('keeps at most the lines the merge takes, each of which the merge accepts', () => {
    const stored = JSON.stringify(Array.from({ length: MAX_GUEST_CART_LINES + 5 }, (_, index) => ({ productId: `p${index}`, quantity: 1 })));
    const items = parseGuestCart(stored);
    expect(items).toHaveLength(MAX_GUEST_CART_LINES);
    expect(guestCartItemsSchema.safeParse(items).success).toBe(true);
  });
});

describe('adding to a guest’s cart, within the account cart’s limits', () => {
  it('adds a new line at the end, then more on the same line', () => {
    const first = addToGuestCart([{ productId: 'rice', quantity: 1 }], 'tea', 2, 10);
    expect(first).toEqual({ added: true, items: [{ productId: 'rice', quantity: 1 }, { productId: 'tea', quantity: 2 }] });
    const again = addToGuestCart(first.added ? first.items : [], 'tea', 3, 10);
    expect(again).toEqual({ added: true, items: [{ productId: 'rice', quantity: 1 }, { productId: 'tea', quantity: 5 }] });
  });

  it('refuses what the stock or 99 cannot hold, saying how many more fit', () => {
    expect(addToGuestCart([{ productId: 'tea', quantity: 2 }], 'tea', 29, 30)).toEqual({ added: false, room: 28 });
    expect(addToGuestCart([{ productId: 'tea', quantity: 95 }], 'tea', 5, 500)).toEqual({ added: false, room: 4 });
    expect(addToGuestCart([], 'tea', 1, 0)).toEqual({ added: false, room: 0 });
  });

  it('starts no line past the most lines a cart keeps', () => {
    const full = Array.from({ length: MAX_GUEST_CART_LINES }, (_, index) => ({ productId: `p${index}`, quantity: 1 }));
    expect(addToGuestCart(full, 'tea', 1, 10)).toEqual({ added: false, room: 10 });
    expect(addToGuestCart(full, 'p0', 1, 10).added).toBe(true);
  });

  it('sets and removes a line', () => {
    const items = [
      { productId: 'tea', quantity: 2 },
      { productId: 'rice', quantity: 1 },
    ];
    expect(setGuestCartQuantity(items, 'rice', 4)).toEqual([
      { productId: 'tea', quantity: 2 },
      { productId: 'rice', quantity: 4 },
    ]);
    expect(removeFromGuestCart(items, 'tea')).toEqual([{ productId: 'rice', quantity: 1 }]);
  });
});
