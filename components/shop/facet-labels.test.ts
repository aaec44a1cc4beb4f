import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import { type FacetTranslator, priceBandLabel, productCountLabel, ratingLabel, withCount } from './facet-labels';

const t: FacetTranslator = createTranslator({ locale: 'en', messages, namespace: 'shop.facets' });

describe('facet labels', () => {
  it('count products with grouping and the singular for one', () => {
    expect(productCountLabel(t, 0)).toBe('0 products');
    expect(productCountLabel(t, 1)).toBe('1 product');
    expect(productCountLabel(t, 1234)).toBe('1,234 products');
  });

  it('follow a name with its count only when it is known', () => {
    expect(withCount('Groceries', 1234)).toBe('Groceries (1,234)');
    expect(withCount('Groceries', 0)).toBe('Groceries (0)');
    expect(withCount('Groceries', undefined)).toBe('Groceries');
  });

  it('name price bands and ratings', () => {
    expect(priceBandLabel(t, 'en', { min: 0, max: 500 })).toBe('Under Rs. 500');
    expect(priceBandLabel(t, 'en', { min: 500, max: 1000 })).toBe('Rs. 500 - 1,000');
    expect(priceBandLabel(t, 'en', { min: 10000, max: null })).toBe('Rs. 10,000 & above');
    expect(ratingLabel(t, 4)).toBe('4 stars & up');
    expect(ratingLabel(t, 1)).toBe('1 star & up');
  });

  it('write rupees in the language of the page', () => {
    // The English words here (the test's catalogue), with the Sinhala rupee sign.
    expect(priceBandLabel(t, 'si', { min: 10000, max: null })).toMatch(/^රු\.\s10,000 & above$/u);
  });
});
