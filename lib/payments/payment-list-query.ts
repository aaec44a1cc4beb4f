import { z } from 'zod';
import { hrefWith, listHref, optionalQuery, pageFields, searchQuery } from '@/lib/http/pagination';
import { withDayRange } from '@/lib/orders/list-query';

/**
 * The query parameters of the payment lists and the CSV exports, without server-only imports: Payment Management and
 * the shopper's Payment History build their addresses and their export links with them. Filters: the payment record's `status`, a `from`/`to`
 * range of Colombo days (as the order lists take it) and `search`, any part of the order id, the payer's name or
 * e-mail, or the payment intent id. Payments are card payments only (a cash-on-delivery order has none), so there
 * is no payment-method filter. The shopper's own payments (Payment History) take the same `search` and a page.
 * Both lists show 10 rows a page by default, as the payment history does.
 */

export const DEFAULT_ADMIN_PAYMENT_PAGE_SIZE = 10;
export const DEFAULT_USER_PAYMENT_PAGE_SIZE = 10;
export const PAYMENT_RECORD_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const MAX_PAYMENT_SEARCH_LENGTH = 100;

const filterFields = {
  // Every list's search rule (trimmed, the length, NUL refused, the messages), lib/http/pagination.ts.
  search: searchQuery(MAX_PAYMENT_SEARCH_LENGTH),
  status: optionalQuery(z.enum(PAYMENT_RECORD_STATUSES, { error: 'status must be pending, succeeded or failed' })),
};

/** The filters alone: GET /api/payments/admin/export. */
export const paymentFilterSchema = withDayRange(filterFields);
export type PaymentFilter = z.output<typeof paymentFilterSchema>;

/** The filters and a page: GET /api/payments/admin/getall and the Payment Management screen. */
export const adminPaymentQuerySchema = withDayRange({ ...filterFields, ...pageFields(DEFAULT_ADMIN_PAYMENT_PAGE_SIZE) });
export type AdminPaymentQuery = z.output<typeof adminPaymentQuerySchema>;

/**
 * The shopper's own payments: the search (the admin's field and rules) and a page. GET /api/payments/userpayments,
 * its export (the search alone: `.pick({ search: true })`) and the dashboard's Payment History.
 */
export const userPaymentQuerySchema = z.object({ search: filterFields.search, ...pageFields(DEFAULT_USER_PAYMENT_PAGE_SIZE) });
export type UserPaymentQuery = z.output<typeof userPaymentQuerySchema>;

/**
 * The Payment History view of the dashboard's address: a bad `page` or `limit` (a hand-edited address) shows the
 * first page of the same search, as the shopper's orders do; a bad search stays refused, for the screen to name.
 */
export function userPaymentViewOf(params: Record<string, string | undefined>) {
  const parsed = userPaymentQuerySchema.safeParse(params);
  return parsed.success ? parsed : userPaymentQuerySchema.safeParse({ search: params.search });
}

/** The filters' query parameters, those left at their defaults (absent) left out. */
function paymentFilterParams(filter: Partial<PaymentFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'status', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The Payment Management screen's address for a query (short: defaults left out). */
export function adminPaymentsHref(query: Partial<AdminPaymentQuery>): string {
  return listHref('/admin/payments', paymentFilterParams(query), query, DEFAULT_ADMIN_PAYMENT_PAGE_SIZE);
}

/** The CSV export of every payment matching the filters (the screen's Export CSV link). */
export function paymentsExportHref(filter: Partial<PaymentFilter>): string {
  return hrefWith('/api/payments/admin/export', paymentFilterParams(filter));
}

/** The shopper's Payment History address for a query (short: defaults left out). */
export function userPaymentsHref(query: Partial<UserPaymentQuery>): string {
  return listHref('/dashboard/payments', paymentFilterParams({ search: query.search }), query, DEFAULT_USER_PAYMENT_PAGE_SIZE);
}

/** The CSV export of the shopper's payments matching the search (Payment History's Export CSV link). */
export function userPaymentsExportHref(filter: Pick<Partial<UserPaymentQuery>, 'search'>): string {
  return hrefWith('/api/payments/userpayments/export', paymentFilterParams({ search: filter.search }));
}

/**
 * A page of GET /api/payments/userpayments (its Link header): the validated search, the page, and the limit when it
 * is not the default.
 */
export function userPaymentsApiHref(query: Pick<UserPaymentQuery, 'search' | 'page' | 'limit'>): string {
  const params = paymentFilterParams({ search: query.search });
  params.set('page', String(query.page));
  if (query.limit !== DEFAULT_USER_PAYMENT_PAGE_SIZE) params.set('limit', String(query.limit));
  return hrefWith('/api/payments/userpayments', params);
}
