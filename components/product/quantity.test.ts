import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity } from './quantity';

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
