import { describe, expect, it } from 'vitest';
import { clampQuantity, formatLineTotal, maxQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps quantities from 1 to 99 when the stock allows', () => {
    expect(clampQuantity(1, 500)).toBe(1);
    expect(clampQuantity(42, 500)).toBe(42);
    expect(clampQuantity(99, 500)).toBe(99);
    expect(clampQuantity(100, 500)).toBe(99);
    expect(clampQuantity(0, 500)).toBe(1);
    expect(clampQuantity(-3, 500)).toBe(1);
  });

  it('never goes above the stock', () => {
    expect(clampQuantity(10, 4)).toBe(4);
    expect(maxQuantity(4)).toBe(4);
  });

  it('gives 1 for text that is no number and cuts fractions', () => {
    expect(clampQuantity(Number(''), 50)).toBe(1);
    expect(clampQuantity(Number('abc'), 50)).toBe(1);
    expect(clampQuantity(Infinity, 50)).toBe(1);
    expect(clampQuantity(2.7, 50)).toBe(2);
  });

  it('stays at 1 for a product out of stock (its buttons are disabled)', () => {
    expect(maxQuantity(0)).toBe(1);
    expect(clampQuantity(5, 0)).toBe(1);
  });
});

describe('formatLineTotal', () => {
  it('multiplies in cents, free of floating-point errors', () => {
    expect(formatLineTotal(1450, 2)).toBe('Rs. 2,900.00');
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(formatLineTotal(0.1, 3)).toBe('Rs. 0.30');
    expect(formatLineTotal(1234.56, 99)).toBe('Rs. 122,221.44');
  });
});
