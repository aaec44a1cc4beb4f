import { describe, expect, it } from 'vitest';
import { priceBandLabel, productCountLabel, ratingLabel, withCount } from './facet-labels';

describe('facet labels', () => {
  it('count products with grouping and the singular for one', () => {
    expect(productCountLabel(0)).toBe('0 products');
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(1234)).toBe('1,234 products');
  });

  it('follow a name with its count only when it is known', () => {
    expect(withCount('Groceries', 1234)).toBe('Groceries (1,234)');
    expect(withCount('Groceries', 0)).toBe('Groceries (0)');
    expect(withCount('Groceries', undefined)).toBe('Groceries');
  });

  it('name price bands and ratings', () => {
    expect(priceBandLabel({ min: 0, max: 500 })).toBe('Under Rs. 500');
    expect(priceBandLabel({ min: 500, max: 1000 })).toBe('Rs. 500 - 1,000');
    expect(priceBandLabel({ min: 10000, max: null })).toBe('Rs. 10,000 & above');
    expect(ratingLabel(4)).toBe('4 stars & up');
    expect(ratingLabel(1)).toBe('1 star & up');
  });
});
