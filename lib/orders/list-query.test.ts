import { describe, expect, it } from 'vitest';
import { isShopDay } from '@/lib/dates/colombo';
import { adminOrderFilterSchema, adminOrderQuerySchema, adminOrdersHref, ordersExportHref, userPageOf } from './list-query';
import { queryObject } from '@/lib/http/pagination';

describe('adminOrderQuerySchema', () => {
  it('defaults to the first page of 20 with no filters', () => {
    expect(adminOrderQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('keeps the filters and trims the search', () => {
    expect(
      adminOrderQuerySchema.parse({ search: '  Kamal ', delivery_status: 'shipped', payment_status: 'failed', paymentMethod: 'cod', from: '2026-01-01', to: '2026-01-01', page: '3', limit: '50' }),
    ).toEqual({ search: 'Kamal', delivery_status: 'shipped', payment_status: 'failed', paymentMethod: 'cod', from: '2026-01-01', to: '2026-01-01', page: 3, limit: 50 });
  });

  it('refuses a search the database cannot take (NUL, a lone surrogate) with its message, not a failed read', () => {
    for (const search of ['ORD\u0000', 'a\uD800b']) {
      expect(adminOrderQuerySchema.safeParse({ search }).error?.issues[0]?.message).toBe('search contains invalid characters');
    }
  });

  it('refuses a range that ends before it starts', () => {
    expect(adminOrderQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.message).toBe('from must not be after to');
  });
});

describe('isShopDay', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['0002-01-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isShopDay(text)).toBe(expected);
  });
});

describe('adminOrdersHref', () => {
  it('is the bare path for the default view', () => {
    expect(adminOrdersHref({})).toBe('/admin/orders');
    expect(adminOrdersHref({ page: 1, limit: 20, search: '' })).toBe('/admin/orders');
  });

  it('writes the parameters in a fixed order, leaving out the defaults, and encodes the search', () => {
    expect(adminOrdersHref({ limit: 2, page: 2, to: '2026-01-31', search: 'a@b.lk', delivery_status: 'cancelled' })).toBe(
      '/admin/orders?search=a%40b.lk&delivery_status=cancelled&to=2026-01-31&page=2&limit=2',
    );
  });

  it('gives back what the schema reads', () => {
    const query = adminOrderQuerySchema.parse({ search: 'ORD-17 x', payment_status: 'pending', paymentMethod: 'card', from: '2026-03-01', page: '4' });
    const url = new URL(adminOrdersHref(query), 'http://shop.test');
    expect(adminOrderQuerySchema.parse(queryObject(url.searchParams))).toEqual(query);
  });
});

describe('adminOrderFilterSchema and ordersExportHref (the CSV export)', () => {
  it('takes the list’s filters with their messages, and ignores a page', () => {
    expect(adminOrderFilterSchema.parse({ search: ' Kamal ', paymentMethod: 'card', page: '3', limit: 'x' })).toEqual({ search: 'Kamal', paymentMethod: 'card' });
    expect(adminOrderFilterSchema.safeParse({ delivery_status: 'lost' }).error?.issues[0]?.message).toBe(
      'delivery_status must be pending, shipped, delivered or cancelled',
    );
    expect(adminOrderFilterSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.message).toBe('from must not be after to');
  });

  it('links the filters of a view without its page, and gives back what the schema reads', () => {
    expect(ordersExportHref({})).toBe('/api/order/export');
    const query = adminOrderQuerySchema.parse({ search: 'a&b @x', delivery_status: 'shipped', from: '2026-01-01', to: '2026-01-31', page: '2', limit: '5' });
    const href = ordersExportHref(query);
    expect(href).toBe('/api/order/export?search=a%26b+%40x&delivery_status=shipped&from=2026-01-01&to=2026-01-31');
    expect(adminOrderFilterSchema.parse(queryObject(new URL(href, 'http://shop.test').searchParams))).toEqual(adminOrderFilterSchema.parse(query));
  });
});

describe('userPageOf', () => {
  it('reads the page of a shopper’s order screen, the first one for a bad value', () => {
    expect(userPageOf({ page: '3' })).toEqual({ page: 3, limit: 10 });
    expect(userPageOf({ page: ['2', '5'] })).toEqual({ page: 2, limit: 10 });
    expect(userPageOf({ page: 'x' })).toEqual({ page: 1, limit: 10 });
    expect(userPageOf({})).toEqual({ page: 1, limit: 10 });
  });
});
