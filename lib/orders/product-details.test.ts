import { describe, expect, it } from 'vitest';
import { itemCount, parseProductDetails } from './product-details';

describe('product_details of an order', () => {
  it('reads the items as bought', () => {
    const text = JSON.stringify([
      { productId: 'p1', name: 'Red Kekulu Rice 5kg', image: '/uploads/rice.webp', quantity: 2, price: 1350 },
      { productId: 'p2', name: 'Ceylon Tea', image: null, quantity: 1, price: 890.5 },
    ]);
    expect(parseProductDetails(text)).toEqual([
      { productId: 'p1', name: 'Red Kekulu Rice 5kg', image: '/uploads/rice.webp', quantity: 2, price: 1350 },
      { productId: 'p2', name: 'Ceylon Tea', image: null, quantity: 1, price: 890.5 },
    ]);
  });

  it.each([null, undefined, '', 'not json', '{"name":"x"}', '42', 'null'])('is empty for %j', (text) =>
    expect(parseProductDetails(text)).toEqual([]),
  );

  it('skips entries without a name and mends odd fields', () => {
    const text = JSON.stringify([
      null,
      'Tea',
      { quantity: 1, price: 10 },
      { name: '  ' },
      { productId: 7, name: 'Kept', image: ' ', quantity: 'x', price: -5 },
      { name: 'Deleted product', quantity: '3', price: '99.90' },
    ]);
    expect(parseProductDetails(text)).toEqual([
      { productId: null, name: 'Kept', image: null, quantity: 1, price: 0 },
      { productId: null, name: 'Deleted product', image: null, quantity: 3, price: 99.9 },
    ]);
  });

  it('counts the pieces of an order', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(itemCount([])).toBe(0);
  });
});
