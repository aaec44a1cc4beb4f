import { z } from 'zod';
import { isShopDay } from '@/lib/dates/colombo';
import type { DayRange } from '@/lib/dates/day-range';
import { hrefWith, listHref, optionalQuery, pageFields, queryOrDefault, searchQuery } from '@/lib/http/pagination';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from './statuses';

/**
 * The query parameters of the order lists (API and pages), without server-only imports: the admin screen builds
 * its URLs with them. Dates are Colombo calendar days, 'YYYY-MM-DD' (what `<input type="date">` sends), both ends
 * included.
 */

export const DEFAULT_ADMIN_ORDER_PAGE_SIZE = 20;
export const DEFAULT_USER_ORDER_PAGE_SIZE = 10;
export const PAYMENT_METHODS = ['card', 'cod'] as const;

const FROM_MESSAGE = 'from must be a real date in the form YYYY-MM-DD';
const TO_MESSAGE = 'to must be a real date in the form YYYY-MM-DD';

const inOrder = ({ from, to }: DayRange) => !from || !to || from <= to;

const day = (message: string) => optionalQuery(z.string({ error: message }).trim().refine(isShopDay, message));

/**
 * A list query with a `from`/`to` range of Colombo days added to `fields` (the admin order and payment lists); a
 * range ending before it starts is refused.
 */
export function withDayRange<T extends z.ZodRawShape>(fields: T) {
  return z
    .object({ ...fields, from: day(FROM_MESSAGE), to: day(TO_MESSAGE) })
    .refine((query) => inOrder(query as DayRange), { message: 'from must not be after to' });
}

const adminOrderFilterFields = {
  search: searchQuery(100),
  delivery_status: optionalQuery(
    z.enum(DELIVERY_STATUSES, { error: 'delivery_status must be pending, shipped, delivered or cancelled' }),
  ),
  payment_status: optionalQuery(z.enum(PAYMENT_STATUSES, { error: 'payment_status must be pending, completed, failed, partially_refunded or refunded' })),
  paymentMethod: optionalQuery(z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be card or cod' })),
};

/** The admin list's filters alone: GET /api/order/export (a page or limit sent to it is ignored). */
export const adminOrderFilterSchema = withDayRange(adminOrderFilterFields);
export type AdminOrderFilter = z.output<typeof adminOrderFilterSchema>;

/** The filters and a page: GET /api/order/getall and the admin Orders screen. */
export const adminOrderQuerySchema = withDayRange({ ...adminOrderFilterFields, ...pageFields(DEFAULT_ADMIN_ORDER_PAGE_SIZE) });
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

export const userOrderQuerySchema = z.object(pageFields(DEFAULT_USER_ORDER_PAGE_SIZE));
export type UserOrderQuery = z.output<typeof userOrderQuerySchema>;

/** The page a shopper's order screen shows: a bad `?page=` in its URL shows the first page rather than an error. */
export const userPageOf = (params: Record<string, string | string[] | undefined>): UserOrderQuery =>
  queryOrDefault(userOrderQuerySchema, params);

/** The filters' query parameters, those left at their defaults (absent) left out. */
function adminOrderFilterParams(filter: Partial<AdminOrderFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'delivery_status', 'payment_status', 'paymentMethod', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The admin Orders screen's URL for a query: parameters at their defaults are left out. */
export function adminOrdersHref(query: Partial<AdminOrderQuery>): string {
  return listHref('/admin/orders', adminOrderFilterParams(query), query, DEFAULT_ADMIN_ORDER_PAGE_SIZE);
}

/** The CSV export of every order matching the filters (the screen's Export CSV link). */
export function ordersExportHref(filter: Partial<AdminOrderFilter>): string {
  return hrefWith('/api/order/export', adminOrderFilterParams(filter));
}
