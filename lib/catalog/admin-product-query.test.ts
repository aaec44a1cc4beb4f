import { describe, expect, it } from 'vitest';
import { queryObject } from '@/lib/http/pagination';
import {
  adminProductQuerySchema,
  adminProductSearchParams,
  adminProductsHref,
  bulkDiscountSchema,
  DEFAULT_ADMIN_PRODUCT_QUERY,
  LOW_STOCK_HREF,
  stockLevelOf,
  toggledSort,
} from './admin-product-query';

describe('the inventory query', () => {
  it('defaults: page 1 of 24, newest first', () => {
    expect(DEFAULT_ADMIN_PRODUCT_QUERY).toEqual({ page: 1, limit: 24, sort: 'created', order: 'desc' });
    expect(adminProductsHref(DEFAULT_ADMIN_PRODUCT_QUERY)).toBe('/admin/products');
  });

  it('round-trips through the address, leaving defaults out', () => {
    const query = adminProductQuerySchema.parse({ search: ' tea ', stock: 'low_stock', status: 'draft', category: 'c1', sort: 'price', order: 'asc', page: '3', limit: '50' });
    const params = adminProductSearchParams(query, 'table');
    expect(params.toString()).toBe('view=table&search=tea&category=c1&stock=low_stock&status=draft&sort=price&order=asc&limit=50&page=3');
    expect(adminProductQuerySchema.parse(queryObject(params))).toEqual(query);
  });

  it('keeps a non-default order of the default sort', () => {
    expect(adminProductsHref({ ...DEFAULT_ADMIN_PRODUCT_QUERY, order: 'asc' })).toBe('/admin/products?sort=created&order=asc');
  });

  it('the low-stock view is a table of low stock, fewest first', () => {
    expect(LOW_STOCK_HREF).toBe('/admin/products?view=table&stock=low_stock&sort=stock&order=asc');
  });
});

describe('the inventory query refuses', () => {
  it.each([
    [{ search: 'tea\0' }, 'search contains invalid characters'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ category: 'c\0' }, 'category contains invalid characters'],
    [{ category: 'c'.repeat(65) }, 'category must be at most 64 characters'],
  ])('%o with a message naming the parameter (the page reads its own address)', (query, message) => {
    expect(() => adminProductQuerySchema.parse(query)).toThrow(message);
  });
});

describe('toggledSort', () => {
  it('a new column starts names A-Z, figures highest first; the same column flips', () => {
    expect(toggledSort(DEFAULT_ADMIN_PRODUCT_QUERY, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(toggledSort(DEFAULT_ADMIN_PRODUCT_QUERY, 'stock')).toEqual({ sort: 'stock', order: 'desc' });
    expect(toggledSort(DEFAULT_ADMIN_PRODUCT_QUERY, 'created')).toEqual({ sort: 'created', order: 'asc' });
    expect(toggledSort({ ...DEFAULT_ADMIN_PRODUCT_QUERY, sort: 'stock', order: 'asc' }, 'stock')).toEqual({ sort: 'stock', order: 'desc' });
  });
});

describe('stockLevelOf', () => {
  it('0 is out of stock, 1 to 5 low, above 5 in stock', () => {
    expect([0, 1, 5, 6].map(stockLevelOf)).toEqual(['out_of_stock', 'low_stock', 'low_stock', 'in_stock']);
  });
});

describe('bulkDiscountSchema', () => {
  it('drops repeated ids', () => {
    expect(bulkDiscountSchema.parse({ ids: ['a', 'b', 'a'], discount: 10 })).toEqual({ ids: ['a', 'b'], discount: 10 });
  });
});
