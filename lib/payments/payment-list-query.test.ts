import { describe, expect, it } from 'vitest';
import { dayRangeOf } from '@/lib/orders/list-query';
import { pagingHeaders } from '@/lib/http/pagination';
import { adminPaymentQuerySchema, adminPaymentsHref, paymentFilterSchema, paymentsExportHref } from './payment-list-query';

/** The payment lists' query: the schema the API, the page and the export share, and the addresses built from it. */

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('adminPaymentQuerySchema', () => {
  it('defaults to the first page of 20 with no filters', () => {
    expect(adminPaymentQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
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
    expect(adminPaymentQuerySchema.parse({ search: '  ', status: '', from: '', to: '', page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
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
    expect(adminPaymentsHref({ page: 1, limit: 20, search: '' })).toBe('/admin/payments');
    expect(paymentsExportHref({})).toBe('/api/payments/admin/export');
  });

  it('keep the filters (encoded), the page and a limit other than 20; the export drops the page', () => {
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

describe('pagingHeaders (GET /api/payments/userpayments)', () => {
  const url = new URL('http://shop.test/api/payments/userpayments?limit=10&page=2');

  it('gives the total and links to the first, previous, next and last pages, keeping the other parameters', () => {
    expect(pagingHeaders(url, { page: 2, limit: 10, hasMore: true, total: 35 })).toEqual({
      'X-Total-Count': '35',
      Link: [
        '</api/payments/userpayments?limit=10&page=1>; rel="first"',
        '</api/payments/userpayments?limit=10&page=1>; rel="prev"',
        '</api/payments/userpayments?limit=10&page=3>; rel="next"',
        '</api/payments/userpayments?limit=10&page=4>; rel="last"',
      ].join(', '),
    });
  });

  it('has no prev on page 1, no next on the last page, and a prev to the last page from past the end', () => {
    expect(pagingHeaders(new URL('http://shop.test/api/payments/userpayments'), { page: 1, limit: 10, hasMore: false, total: 0 }).Link).toBe(
      '</api/payments/userpayments?page=1>; rel="first", </api/payments/userpayments?page=1>; rel="last"',
    );
    expect(pagingHeaders(url, { page: 9, limit: 10, hasMore: false, total: 35 }).Link).toContain('page=4>; rel="prev"');
    expect(pagingHeaders(url, { page: 9, limit: 10, hasMore: false, total: 35 }).Link).not.toContain('rel="next"');
  });
});
