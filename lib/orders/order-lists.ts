import { z } from 'zod';
import { escapeLike } from '@/lib/catalog/like';
import { parseExpiry, startOfColomboDay } from '@/lib/coupons/expiry';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { optionalQuery, type Pagination, pageFields, pageOf, pageWindow } from '@/lib/http/pagination';
import { orderSelect, type OrderJson, toOrderJson } from './order-json';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from './statuses';

/**
 * The order lists, a page at a time, newest first (created_at, then id, so pages never overlap or skip an order
 * placed in the same millisecond). The admin's list filters by delivery status, payment status, payment method and
 * a range of Colombo days, and searches the order id, the customer's name and e-mail and the delivery phone (any
 * part, any letter case: ILIKE, served by the pg_trgm GIN indexes on those columns). Each page is one query for the
 * page's rows (with their items, batched by Prisma) and one indexed count of the matches.
 */

export const DEFAULT_ADMIN_ORDER_PAGE_SIZE = 20;
export const DEFAULT_USER_ORDER_PAGE_SIZE = 10;
export const PAYMENT_METHODS = ['card', 'cod'] as const;

const FROM_MESSAGE = 'from must be a real date in the form YYYY-MM-DD';
const TO_MESSAGE = 'to must be a real date in the form YYYY-MM-DD';

const day = (message: string) =>
  optionalQuery(z.string({ error: message }).trim().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseExpiry(text) !== null, message));

export const adminOrderQuerySchema = z
  .object({
    search: optionalQuery(z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters')),
    delivery_status: optionalQuery(
      z.enum(DELIVERY_STATUSES, { error: 'delivery_status must be pending, shipped, delivered or cancelled' }),
    ),
    payment_status: optionalQuery(z.enum(PAYMENT_STATUSES, { error: 'payment_status must be pending, completed or failed' })),
    paymentMethod: optionalQuery(z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be card or cod' })),
    from: day(FROM_MESSAGE),
    to: day(TO_MESSAGE),
    ...pageFields(DEFAULT_ADMIN_ORDER_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to' });
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

export const userOrderQuerySchema = z.object(pageFields(DEFAULT_USER_ORDER_PAGE_SIZE));
export type UserOrderQuery = z.output<typeof userOrderQuerySchema>;

/** Query parameters (of the API or a page's URL) as a plain object for the schemas; a repeated one counts once. */
export function queryObject(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  if (params instanceof URLSearchParams) return Object.fromEntries(params);
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

export type OrderPage = { orders: OrderJson[]; pagination: Pagination & { total: number } };

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.OrderOrderByWithRelationInput[];

export function adminOrderWhere(query: AdminOrderQuery): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (query.delivery_status) where.deliveryStatus = query.delivery_status;
  if (query.payment_status) where.paymentStatus = query.payment_status;
  if (query.paymentMethod) where.paymentMethod = query.paymentMethod === 'card' ? 'CARD' : 'COD';
  if (query.from || query.to) {
    where.createdAt = {
      ...(query.from && { gte: startOfColomboDay(query.from) }),
      ...(query.to && { lte: parseExpiry(query.to)! }),
    };
  }
  if (query.search) {
    const part = { contains: escapeLike(query.search), mode: 'insensitive' as const };
    where.OR = [{ id: query.search }, { orderNumber: part }, { userName: part }, { userEmail: part }, { deliveryMobile: part }];
  }
  return where;
}

async function orderPage(where: Prisma.OrderWhereInput, page: { page: number; limit: number }): Promise<OrderPage> {
  const [rows, total] = await Promise.all([
    prisma.order.findMany({ where, orderBy: newestFirst, select: orderSelect, ...pageWindow(page) }),
    prisma.order.count({ where }),
  ]);
  const { items, pagination } = pageOf(rows, page, total);
  return { orders: items.map(toOrderJson), pagination: { ...pagination, total } };
}

/** Admin Orders: every order matching the filters, a page at a time. */
export function listAllOrders(query: AdminOrderQuery): Promise<OrderPage> {
  return orderPage(adminOrderWhere(query), query);
}

/** The shopper's own orders, a page at a time. */
export function listUserOrders(userId: string, query: UserOrderQuery): Promise<OrderPage> {
  return orderPage({ userId }, query);
}

/** The page a shopper's order screen shows: a bad `?page=` in its URL shows the first page rather than an error. */
export function userPageOf(params: Record<string, string | string[] | undefined>): UserOrderQuery {
  const parsed = userOrderQuerySchema.safeParse(queryObject(params));
  return parsed.success ? parsed.data : userOrderQuerySchema.parse({});
}
