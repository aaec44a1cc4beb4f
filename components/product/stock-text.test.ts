import { describe, expect, it } from 'vitest';
import { stockText } from './stock-text';

describe('stockText', () => {
  it('keeps the count apart from a unit that starts with a number', () => {
    expect(stockText(7, '400 g')).toBe('In stock: 7 × 400 g');
    expect(stockText(1, 'pack of 6')).toBe('In stock: 1 × pack of 6');
    expect(stockText(250, 'pack')).toBe('In stock: 250 × pack');
  });

  it('says out of stock at zero', () => {
    expect(stockText(0, '400 g')).toBe('Out of stock');
  });
});
