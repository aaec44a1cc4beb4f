import { describe, expect, it } from 'vitest';
import { dayRangeOf } from '@/lib/dates/day-range';
import { adminOrderQuerySchema } from '@/lib/orders/list-query';
import { pagingHeaders } from '@/lib/http/pagination';
import {
  adminPaymentQuerySchema,
  adminPaymentsHref,
  paymentFilterSchema,
  paymentsExportHref,
  userPaymentQuerySchema,
  userPaymentsApiHref,
  userPaymentsExportHref,
  userPaymentsHref,
  userPaymentViewOf,
} from './payment-list-query';

/** The payment lists' query: the schema the API, the page and the export share, and the addresses built from it. */

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('adminPaymentQuerySchema', () => {
  it('defaults to the first page of 10 with no filters', () => {
    expect(adminPaymentQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('keeps the filters, trims the search and takes empty parameters as absent', () => {
    expect(adminPaymentQuerySchema.parse({ search: '  Perera ', status: 'failed', from: '2026-01-01', to: '2026-01-31', page: '3', limit: '50' })).toEqual({
      search: 'Perera',
      status: 'failed',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      limit: 50,
    });
    expect(adminPaymentQuerySchema.parse({ search: '  ', status: '', from: '', to: '', page: '', limit: '' })).toEqual({ page: 1, limit: 10 });
  });

  it.each([
    [{ status: 'completed' }, 'status must be pending, succeeded or failed'],
    [{ status: 'SUCCEEDED' }, 'status must be pending, succeeded or failed'],
    [{ from: '2026-02-30' }, 'from must be a real date in the form YYYY-MM-DD'],
    [{ to: '31/01/2026' }, 'to must be a real date in the form YYYY-MM-DD'],
    [{ from: '2026-02-01', to: '2026-01-31' }, 'from must not be after to'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ page: '0' }, 'page must be a whole number of 1 or more'],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100'],
  ])('refuses %o: %s', (query, message) => {
    expect(messageOf(adminPaymentQuerySchema.safeParse(query))).toBe(message);
  });

  it('takes a one-day range (from = to)', () => {
    expect(adminPaymentQuerySchema.parse({ from: '2026-01-31', to: '2026-01-31' })).toMatchObject({ from: '2026-01-31', to: '2026-01-31' });
  });
});

describe('paymentFilterSchema (the export)', () => {
  it('has the filters and no page: page and limit are ignored', () => {
    expect(paymentFilterSchema.parse({ status: 'pending', search: 'kamal', page: '4', limit: '5' })).toEqual({ status: 'pending', search: 'kamal' });
  });

  it('refuses what the list refuses', () => {
    expect(messageOf(paymentFilterSchema.safeParse({ status: 'paid' }))).toBe('status must be pending, succeeded or failed');
    expect(messageOf(paymentFilterSchema.safeParse({ from: '2026-03-01', to: '2026-02-01' }))).toBe('from must not be after to');
  });
});

describe('userPaymentQuerySchema (the shopper’s payments)', () => {
  it('defaults to the first page of 10 without a search, and takes a blank search as none', () => {
    expect(userPaymentQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(userPaymentQuerySchema.parse({ search: '  ', page: '', limit: '' })).toEqual({ page: 1, limit: 10 });
  });

  it('trims the search and keeps the page; the admin-only filters are not its own', () => {
    expect(userPaymentQuerySchema.parse({ search: ' ORD-17 ', page: '2', limit: '5', status: 'failed', from: '2026-01-01' })).toEqual({
      search: 'ORD-17',
      page: 2,
      limit: 5,
    });
  });

  it.each([
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    // NUL reaches a page's read (only /api/* refuses it first): PostgreSQL would fail the query.
    [{ search: 'silva\u0000' }, 'search contains invalid characters'],
    [{ page: '0' }, 'page must be a whole number of 1 or more'],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100'],
  ])('refuses %o as the admin list and the orders do: %s', (query, message) => {
    expect(messageOf(userPaymentQuerySchema.safeParse(query))).toBe(message);
    expect(messageOf(adminPaymentQuerySchema.safeParse(query))).toBe(message);
    if ('search' in query) expect(messageOf(adminOrderQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('userPaymentViewOf (the Payment History address)', () => {
  it('shows the first page of the same search for a bad page or limit', () => {
    expect(userPaymentViewOf({ search: 'silva', page: 'zero' }).data).toEqual({ search: 'silva', page: 1, limit: 10 });
    expect(userPaymentViewOf({ page: '2', limit: '500' }).data).toEqual({ page: 1, limit: 10 });
    expect(userPaymentViewOf({ search: 'silva', page: '3' }).data).toEqual({ search: 'silva', page: 3, limit: 10 });
  });

  it('leaves an over-long search refused, with its message', () => {
    const view = userPaymentViewOf({ search: 'x'.repeat(101), page: '2' });
    expect(view.success).toBe(false);
    expect(messageOf(view)).toBe('search must be at most 100 characters');
  });

  it('refuses a search with NUL (a hand-edited ?search=%00) instead of sending it to the database', () => {
    const view = userPaymentViewOf({ search: 'a\u0000b' });
    expect(view.success).toBe(false);
    expect(messageOf(view)).toBe('search contains invalid characters');
  });
});

describe('userPaymentsHref and userPaymentsExportHref', () => {
  it('are the bare paths without a search on the first page', () => {
    expect(userPaymentsHref({})).toBe('/dashboard/payments');
    expect(userPaymentsHref({ page: 1, limit: 10, search: '' })).toBe('/dashboard/payments');
    expect(userPaymentsExportHref({})).toBe('/api/payments/userpayments/export');
  });

  it('keep the search (encoded) and the page; the export keeps only the search', () => {
    const query = { search: 'ord-17 & co', page: 3, limit: 10 };
    expect(userPaymentsHref(query)).toBe('/dashboard/payments?search=ord-17+%26+co&page=3');
    expect(userPaymentsHref({ ...query, limit: 25 })).toBe('/dashboard/payments?search=ord-17+%26+co&page=3&limit=25');
    expect(userPaymentsExportHref(query)).toBe('/api/payments/userpayments/export?search=ord-17+%26+co');
  });

  it('round-trip through the schema', () => {
    const query = userPaymentQuerySchema.parse({ search: 'Silva', page: '2' });
    expect(userPaymentQuerySchema.parse(Object.fromEntries(new URL(userPaymentsHref(query), 'http://shop.test').searchParams))).toEqual(query);
  });
});

describe('dayRangeOf', () => {
  it('is the Colombo days, both included: from midnight of `from` to the last millisecond of `to` (UTC+5:30)', () => {
    expect(dayRangeOf({ from: '2026-02-01', to: '2026-02-01' })).toEqual({
      gte: new Date('2026-01-31T18:30:00.000Z'),
      lte: new Date('2026-02-01T18:29:59.999Z'),
    });
    expect(dayRangeOf({ to: '2026-02-01' })).toEqual({ lte: new Date('2026-02-01T18:29:59.999Z') });
    expect(dayRangeOf({})).toBeUndefined();
  });
});

describe('adminPaymentsHref and paymentsExportHref', () => {
  it('are the bare paths for the default view', () => {
    expect(adminPaymentsHref({})).toBe('/admin/payments');
    expect(adminPaymentsHref({ page: 1, limit: 10, search: '' })).toBe('/admin/payments');
    expect(paymentsExportHref({})).toBe('/api/payments/admin/export');
  });

  it('keep the filters (encoded), the page and a limit other than 10; the export drops the page', () => {
    const query = { search: 'a&b @x', status: 'failed' as const, from: '2026-01-01', to: '2026-01-31', page: 3, limit: 50 };
    expect(adminPaymentsHref(query)).toBe('/admin/payments?search=a%26b+%40x&status=failed&from=2026-01-01&to=2026-01-31&page=3&limit=50');
    expect(paymentsExportHref(query)).toBe('/api/payments/admin/export?search=a%26b+%40x&status=failed&from=2026-01-01&to=2026-01-31');
  });

  it('round-trip through the schema', () => {
    const query = adminPaymentQuerySchema.parse({ search: 'Perera', status: 'pending', from: '2026-01-01', page: '2', limit: '10' });
    const params = Object.fromEntries(new URL(adminPaymentsHref(query), 'http://shop.test').searchParams);
    expect(adminPaymentQuerySchema.parse(params)).toEqual(query);
  });
});

describe('pagingHeaders with userPaymentsApiHref (GET /api/payments/userpayments)', () => {
  const query = userPaymentQuerySchema.parse({ page: '2', limit: '10' });
  const hrefOf = (page: number) => userPaymentsApiHref({ ...query, page });

  it('gives the total and links to the first, previous, next and last pages', () => {
    expect(pagingHeaders(hrefOf, { page: 2, limit: 10, hasMore: true, total: 35 })).toEqual({
      'X-Total-Count': '35',
      Link: [
        '</api/payments/userpayments?page=1>; rel="first"',
        '</api/payments/userpayments?page=1>; rel="prev"',
        '</api/payments/userpayments?page=3>; rel="next"',
        '</api/payments/userpayments?page=4>; rel="last"',
      ].join(', '),
    });
  });

  it('has no prev on page 1, no next on the last page, and a prev to the last page from past the end', () => {
    expect(pagingHeaders(hrefOf, { page: 1, limit: 10, hasMore: false, total: 0 }).Link).toBe(
      '</api/payments/userpayments?page=1>; rel="first", </api/payments/userpayments?page=1>; rel="last"',
    );
    expect(pagingHeaders(hrefOf, { page: 9, limit: 10, hasMore: false, total: 35 }).Link).toContain('page=4>; rel="prev"');
    expect(pagingHeaders(hrefOf, { page: 9, limit: 10, hasMore: false, total: 35 }).Link).not.toContain('rel="next"');
  });

  it('keeps the validated search (trimmed, encoded) and a limit other than 10, and nothing else of the request', () => {
    const searched = userPaymentQuerySchema.parse({ search: '  Silva & <Co> ', limit: '25', page: '1', utm: 'x'.repeat(5000) });
    const link = pagingHeaders((page) => userPaymentsApiHref({ ...searched, page }), { page: 1, limit: 25, hasMore: true, total: 60 }).Link;
    expect(link).toContain('</api/payments/userpayments?search=Silva+%26+%3CCo%3E&page=2&limit=25>; rel="next"');
    expect(link).not.toContain('utm');
  });
});
