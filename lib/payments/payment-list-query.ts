import { z } from 'zod';
import { optionalQuery, pageFields } from '@/lib/http/pagination';
import { withDayRange } from '@/lib/orders/list-query';

/**
 * The query parameters of the payment lists and the CSV export, without server-only imports: the Payment Management
 * screen builds its addresses and its export link with them. Filters: the payment record's `status`, a `from`/`to`
 * range of Colombo days (as the order lists take it) and `search`, any part of the order id, the payer's name or
 * e-mail, or the payment intent id. Payments are card payments only (a cash-on-delivery order has none), so there
 * is no payment-method filter. The shopper's own payments take only a page, as the shopper's orders do
 * (`userOrderQuerySchema`, 10 a page: SPEC.md's payment history shows 10 rows).
 */

export const DEFAULT_ADMIN_PAYMENT_PAGE_SIZE = 20;
export const PAYMENT_RECORD_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const MAX_PAYMENT_SEARCH_LENGTH = 100;

const filterFields = {
  search: optionalQuery(
    z
      .string({ error: 'search must be text' })
      .trim()
      .max(MAX_PAYMENT_SEARCH_LENGTH, `search must be at most ${MAX_PAYMENT_SEARCH_LENGTH} characters`),
  ),
  status: optionalQuery(z.enum(PAYMENT_RECORD_STATUSES, { error: 'status must be pending, succeeded or failed' })),
};

/** The filters alone: GET /api/payments/admin/export. */
export const paymentFilterSchema = withDayRange(filterFields);
export type PaymentFilter = z.output<typeof paymentFilterSchema>;

/** The filters and a page: GET /api/payments/admin/getall and the Payment Management screen. */
export const adminPaymentQuerySchema = withDayRange({ ...filterFields, ...pageFields(DEFAULT_ADMIN_PAYMENT_PAGE_SIZE) });
export type AdminPaymentQuery = z.output<typeof adminPaymentQuerySchema>;

/** The filters' query parameters, those left at their defaults (absent) left out. */
export function paymentFilterParams(filter: Partial<PaymentFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'status', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The Payment Management screen's address for a query (short: defaults left out). */
export function adminPaymentsHref(query: Partial<AdminPaymentQuery>): string {
  const params = paymentFilterParams(query);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== DEFAULT_ADMIN_PAYMENT_PAGE_SIZE) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `/admin/payments?${text}` : '/admin/payments';
}

/** The CSV export of every payment matching the filters (the screen's Export CSV link). */
export function paymentsExportHref(filter: Partial<PaymentFilter>): string {
  const text = paymentFilterParams(filter).toString();
  return text ? `/api/payments/admin/export?${text}` : '/api/payments/admin/export';
}
