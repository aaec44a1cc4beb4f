import 'server-only';
import { escapeLike } from '@/lib/catalog/like';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import { dayRangeOf } from '@/lib/dates/day-range';
import type { AdminOrderQuery, UserOrderQuery } from './list-query';
import { orderSelect, toOrder } from './order-select';
import type { Order } from './types';

/**
 * The order lists, a page at a time, newest first (created_at, then id, so pages never overlap or skip an order
 * placed in the same millisecond). The admin's list filters by delivery status, payment status, payment method and
 * a range of Colombo days, and searches the order id, the customer's name and e-mail and the delivery phone (any
 * part, any letter case: ILIKE, served by the pg_trgm GIN indexes on those columns). Each page is one query for the
 * page's rows (with their items, batched by Prisma) and one indexed count of the matches.
 */

export type OrderPage = { orders: Order[]; pagination: Pagination & { total: number } };

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.OrderOrderByWithRelationInput[];

export function adminOrderWhere(query: AdminOrderQuery): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (query.delivery_status) where.deliveryStatus = query.delivery_status;
  if (query.payment_status) where.paymentStatus = query.payment_status;
  if (query.paymentMethod) where.paymentMethod = query.paymentMethod === 'card' ? 'CARD' : 'COD';
  const days = dayRangeOf(query);
  if (days) where.createdAt = days;
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
  return { orders: items.map(toOrder), pagination: { ...pagination, total } };
}

/** Admin Orders: every order matching the filters, a page at a time. */
export function listAllOrders(query: AdminOrderQuery): Promise<OrderPage> {
  return orderPage(adminOrderWhere(query), query);
}

/** The shopper's own orders, a page at a time. */
export function listUserOrders(userId: string, query: UserOrderQuery): Promise<OrderPage> {
  return orderPage({ userId }, query);
}
