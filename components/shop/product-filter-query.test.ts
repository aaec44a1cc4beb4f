import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filterQuery,
  filterValuesFromParams,
  hasFilters,
  priceRangeProblem,
  toSearchParams,
} from './product-filter-query';

describe('filterQuery', () => {
  it('leaves out blank filters, so an unfiltered list has no query', () => {
    expect(filterQuery(EMPTY_FILTERS).toString()).toBe('');
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('writes every filter in a fixed order, trimming text', () => {
    const query = filterQuery({
      keyword: '  green tea ',
      category: 'cat1',
      subCategory: 'sub1',
      minPrice: ' 100 ',
      maxPrice: '2000.50',
      inStock: true,
      sort: 'price_asc',
    });
    expect(query.toString()).toBe(
      'keyword=green+tea&category=cat1&subCategory=sub1&minPrice=100&maxPrice=2000.50&inStock=true&sort=price_asc',
    );
  });

  it('drops a subcategory without its category and adds pages after the first', () => {
    expect(filterQuery({ ...EMPTY_FILTERS, subCategory: 'sub1' }).toString()).toBe('');
    expect(filterQuery({ ...EMPTY_FILTERS, keyword: 'rice' }, 1).toString()).toBe('keyword=rice');
    expect(filterQuery({ ...EMPTY_FILTERS, keyword: 'rice' }, 3).toString()).toBe('keyword=rice&page=3');
  });
});

describe('filterValuesFromParams', () => {
  it('reads back what filterQuery wrote', () => {
    const values = {
      keyword: 'tea',
      category: 'cat1',
      subCategory: 'sub1',
      minPrice: '100',
      maxPrice: '900',
      inStock: true,
      sort: 'rating' as const,
    };
    expect(filterValuesFromParams(filterQuery(values))).toEqual(values);
  });

  it('ignores unknown keys, an unknown sort, a subcategory without a category and a false inStock', () => {
    const params = new URLSearchParams('utm_source=x&sort=cheapest&subCategory=sub1&inStock=false&page=4');
    expect(filterValuesFromParams(params)).toEqual(EMPTY_FILTERS);
    expect(filterValuesFromParams(new URLSearchParams('inStock=1')).inStock).toBe(true);
  });
});

describe('toSearchParams', () => {
  it('takes the first of repeated values and skips absent ones', () => {
    expect(toSearchParams({ keyword: ['tea', 'rice'], category: undefined, minPrice: '5' }).toString()).toBe(
      'keyword=tea&minPrice=5',
    );
  });
});

describe('priceRangeProblem', () => {
  it('refuses a minimum above the maximum', () => {
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '500', maxPrice: '100' })).toBe(
      'Min price cannot be above max price',
    );
  });

  it('accepts equal, one-sided and open ranges, and leaves non-numbers to the server', () => {
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '100', maxPrice: '100' })).toBeNull();
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '100' })).toBeNull();
    expect(priceRangeProblem(EMPTY_FILTERS)).toBeNull();
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: 'abc', maxPrice: '1' })).toBeNull();
  });
});
