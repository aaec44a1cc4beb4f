import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { couponStillApplies, itemCount } from './order-rules';
import type { OrderAmounts } from './types';

const amounts = (subtotal: number): OrderAmounts => ({ subtotal: cents(subtotal), discount: cents(0), deliveryFee: cents(1000), total: cents(subtotal + 1000) });

describe('itemCount', () => {
  it('adds the quantities of the items', () => {
    const item = { productId: 'p', name: 'Tea', nameTranslations: {}, image: null, unitPrice: cents(100) };
    expect(itemCount({ items: [{ ...item, quantity: 2 }, { ...item, quantity: 3 }] })).toBe(5);
    expect(itemCount({ items: [] })).toBe(0);
  });
});

describe('couponStillApplies', () => {
  const preview = { code: 'SAVE10', discountPercent: 10, amounts: amounts(50_000) };

  it('holds while the cart is priced at the subtotal the preview was made for', () => {
    expect(couponStillApplies(preview, amounts(50_000))).toBe(true);
  });

  it('drops a preview made for another cart, and no preview at all', () => {
    expect(couponStillApplies(preview, amounts(60_000))).toBe(false);
    expect(couponStillApplies(null, amounts(50_000))).toBe(false);
  });
});
