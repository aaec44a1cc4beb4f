import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { escapeLike } from './like';
import { filtersFromSearchParams } from './product-search';
import { PRODUCT_REQUIRED, productFieldsSchema, productInputSchema } from './schemas';

/** The catalogue's input rules without a database: product form values and list filters. */

const valid = { name: 'Ceylon Tea', categoryId: 'c1', unit: 'kg', stock: '3', price: '1249.99' };
const messageOf = (input: Record<string, unknown>) => {
  const parsed = productFieldsSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('productFieldsSchema', () => {
  it('reads form text into typed values with defaults', () => {
    expect(productFieldsSchema.parse({ ...valid, sub_categoryId: '', discount: '', more_Details: '{"Origin":" Kandy "}' })).toEqual({
      name: 'Ceylon Tea',
      categoryId: 'c1',
      sub_categoryId: undefined,
      unit: 'kg',
      stock: 3,
      price: 1249.99,
      discount: 0,
      description: '',
      more_Details: { Origin: 'Kandy' },
    });
  });

  it('takes more_Details as an object too', () => {
    expect(productFieldsSchema.parse({ ...valid, more_Details: { Size: 'L' } }).more_Details).toEqual({ Size: 'L' });
  });

  it.each(['stock', 'price'])('says a missing or blank %s is required', (field) => {
    expect(messageOf({ ...valid, [field]: undefined })).toBe(PRODUCT_REQUIRED);
    expect(messageOf({ ...valid, [field]: '  ' })).toBe(PRODUCT_REQUIRED);
  });

  it('names the field of a number that is not one, not "required"', () => {
    expect(messageOf({ ...valid, price: 'abc' })).toBe('Price must be a number above 0 with at most 2 decimals');
    expect(messageOf({ ...valid, price: 'Infinity' })).toBe('Price must be a number above 0 with at most 2 decimals');
    expect(messageOf({ ...valid, stock: 'lots' })).toBe('Stock must be a whole number from 0 to 1,000,000');
    expect(messageOf({ ...valid, discount: 'half' })).toBe('Discount must be a whole percent from 0 to 100');
  });

  it('accepts prices with up to two decimals, exactly', () => {
    expect(productFieldsSchema.parse({ ...valid, price: '0.1' }).price).toBe(0.1);
    expect(productFieldsSchema.parse({ ...valid, price: '99999999.99' }).price).toBe(99999999.99);
    expect(messageOf({ ...valid, price: '0.001' })).toBe('Price must be a number above 0 with at most 2 decimals');
  });
});

describe('filtersFromSearchParams', () => {
  it('defaults to page 1 of 24 and treats empty parameters as absent', () => {
    expect(filtersFromSearchParams(new URLSearchParams('keyword=&minPrice=&inStock='))).toEqual({
      keyword: undefined,
      category: undefined,
      subCategory: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      sort: undefined,
      page: 1,
      limit: 24,
    });
  });

  it('reads decimals as Money and the in-stock flag', () => {
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=10.5&maxPrice=10.5&inStock=1&keyword=%20tea%20'))).toMatchObject({
      minPrice: cents(1050),
      maxPrice: cents(1050),
      inStock: true,
      keyword: 'tea',
    });
  });

  it('takes a bound between two cents as the cent it lets in', () => {
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=10.001&maxPrice=10.999'))).toMatchObject({
      minPrice: cents(1001),
      maxPrice: cents(1099),
    });
    // 1.1 rupees is 110.00000000000001 cents in floating point: still exactly 110.
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=1.1&maxPrice=1.1'))).toMatchObject({ minPrice: cents(110), maxPrice: cents(110) });
  });
});

describe('productInputSchema', () => {
  it('gives the catalogue the subcategory and details by their names and the price as Money', () => {
    expect(productInputSchema.parse({ ...valid, sub_categoryId: 's1', more_Details: '{"Origin":"Kandy"}' })).toMatchObject({
      subcategoryId: 's1',
      details: { Origin: 'Kandy' },
      price: cents(124_999),
    });
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_cotton\\')).toBe('100\\%\\_cotton\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('number fields of the product form', () => {
  const valid = { name: 'Tea', categoryId: 'c1', unit: 'pack', stock: '5', price: '10.50' };

  it.each([
    ['price', '0x10', 'Price must be a number above 0 with at most 2 decimals'],
    ['price', '1e3', 'Price must be a number above 0 with at most 2 decimals'],
    ['stock', 'Infinity', 'Stock must be a whole number from 0 to 1,000,000'],
    ['discount', '0x0a', 'Discount must be a whole percent from 0 to 100'],
  ])('refuses %s written as %s, which Number() would take', (field, value, message) => {
    const parsed = productFieldsSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('reads plain decimal text', () => {
    expect(productFieldsSchema.parse({ ...valid, discount: ' 15 ' })).toMatchObject({ price: 10.5, stock: 5, discount: 15 });
  });
});
