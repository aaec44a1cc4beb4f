import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filterQuery,
  filterValuesFromParams,
  hasFilters,
  priceBandFilters,
  priceBandIndex,
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
      minRating: '4',
      sort: 'price_asc',
    });
    expect(query.toString()).toBe(
      'keyword=green+tea&category=cat1&subCategory=sub1&minPrice=100&maxPrice=2000.50&inStock=true&minRating=4&sort=price_asc',
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
      minRating: '3',
      sort: 'rating' as const,
    };
    expect(filterValuesFromParams(filterQuery(values))).toEqual(values);
  });

  it('ignores unknown keys, an unknown sort, a subcategory without a category and a false inStock', () => {
    const params = new URLSearchParams('utm_source=x&sort=cheapest&subCategory=sub1&inStock=false&page=4');
    expect(filterValuesFromParams(params)).toEqual(EMPTY_FILTERS);
    expect(filterValuesFromParams(new URLSearchParams('inStock=1')).inStock).toBe(true);
  });

  it('takes a minimum rating of 1 to 4 stars only, as the server does', () => {
    const minRating = (query: string) => filterValuesFromParams(new URLSearchParams(query)).minRating;
    expect(minRating('minRating=1')).toBe('1');
    expect(minRating('minRating=4')).toBe('4');
    for (const refused of ['0', '5', '2.5', 'x', '']) expect(minRating(`minRating=${refused}`)).toBe('');
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
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '500', maxPrice: '100' })).toBe('minAboveMax');
  });

  it('accepts equal, one-sided and open ranges, and leaves non-numbers to the server', () => {
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '100', maxPrice: '100' })).toBeNull();
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: '100' })).toBeNull();
    expect(priceRangeProblem(EMPTY_FILTERS)).toBeNull();
    expect(priceRangeProblem({ ...EMPTY_FILTERS, minPrice: 'abc', maxPrice: '1' })).toBeNull();
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that narrow the list besides the keyword, a price range once', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, keyword: 'tea', sort: 'name' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, minPrice: '100', maxPrice: '900' })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, maxPrice: ' 900 ' })).toBe(1);
    expect(
      activeFilterCount({ ...EMPTY_FILTERS, category: 'cat1', subCategory: 'sub1', minPrice: '5', inStock: true, minRating: '4' }),
    ).toBe(5);
    // A subcategory without its category does not filter (filterQuery leaves it out).
    expect(activeFilterCount({ ...EMPTY_FILTERS, subCategory: 'sub1' })).toBe(0);
  });
});

describe('price bands', () => {
  const bands = [
    { min: 0, max: 500 },
    { min: 500, max: 1000 },
    { min: 10000, max: null },
  ];

  it('choose a band as the facets count it: from its minimum to a cent below its maximum', () => {
    expect(priceBandFilters(bands[0]!)).toEqual({ minPrice: '', maxPrice: '499.99' });
    expect(priceBandFilters(bands[1]!)).toEqual({ minPrice: '500', maxPrice: '999.99' });
    expect(priceBandFilters(bands[2]!)).toEqual({ minPrice: '10000', maxPrice: '' });
  });

  it('read back the band a band chose, and no band for none or a custom range', () => {
    bands.forEach((band, index) => expect(priceBandIndex({ ...EMPTY_FILTERS, ...priceBandFilters(band) }, bands)).toBe(index));
    expect(priceBandIndex({ ...EMPTY_FILTERS, minPrice: '0', maxPrice: '499.990' }, bands)).toBe(0);
    expect(priceBandIndex({ ...EMPTY_FILTERS, minPrice: '500.00', maxPrice: ' 999.99 ' }, bands)).toBe(1);
    expect(priceBandIndex(EMPTY_FILTERS, bands)).toBe(-1);
    expect(priceBandIndex({ ...EMPTY_FILTERS, minPrice: '500', maxPrice: '1000' }, bands)).toBe(-1);
    expect(priceBandIndex({ ...EMPTY_FILTERS, maxPrice: '500' }, bands)).toBe(-1);
    expect(priceBandIndex({ ...EMPTY_FILTERS, minPrice: '10000', maxPrice: 'abc' }, bands)).toBe(-1);
    expect(priceBandIndex({ ...EMPTY_FILTERS, minPrice: 'abc', maxPrice: '499.99' }, bands)).toBe(-1);
  });
});
