import 'server-only';
import { escapeLike } from '@/lib/catalog/like';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { type CsvBatch, csvDownload } from '@/lib/http/csv';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import { colomboDay } from '@/lib/dates/colombo';
import { dayRangeOf } from '@/lib/dates/day-range';
import type { AdminOrderFilter, AdminOrderQuery, UserOrderQuery } from './list-query';
import { orderExportSelect, orderSelect, toExportedOrder, toOrder } from './order-select';
import { ordersCsv } from './orders-csv';
import type { Order } from './types';

/**
 * The order lists, a page at a time, newest first (created_at, then id, so pages never overlap or skip an order
 * placed in the same millisecond). The admin's list filters by delivery status, payment status, payment method and
 * a range of Colombo days, and searches the order id, the customer's name and e-mail and the delivery phone (any
 * part, any letter case: ILIKE, served by the pg_trgm GIN indexes on those columns). Each page is one query for the
 * page's rows (with their items, batched by Prisma) and one indexed count of the matches. The CSV export takes the
 * admin's filters (the same where) and reads the same order in batches after the last order read (keyset), so the
 * Node process never holds more than one batch.
 */

export type OrderPage = { orders: Order[]; pagination: Pagination & { total: number } };

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.OrderOrderByWithRelationInput[];

export function adminOrderWhere(query: AdminOrderFilter): Prisma.OrderWhereInput {
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

/** Orders per read of the CSV export (each gives a row per line). */
export const ORDER_EXPORT_BATCH_SIZE = 500;

type Cursor = { createdAt: Date; id: string };

/**
 * The orders after `cursor` in the newest-first order. The `lte` bound is what the (<filter>, created_at, id) indexes
 * seek to; the OR alone would be checked row by row from the newest order on, for every batch.
 */
const after = ({ createdAt, id }: Cursor): Prisma.OrderWhereInput => ({
  createdAt: { lte: createdAt },
  OR: [{ createdAt: { lt: createdAt } }, { id: { lt: id } }],
});

/** One batch of the export after `cursor`: its CSV lines, and the key to read on from (none after the last batch). */
async function exportBatch(filter: AdminOrderFilter, cursor?: Cursor): Promise<CsvBatch<Cursor>> {
  const where = adminOrderWhere(filter);
  const rows = await prisma.order.findMany({
    where: cursor ? { AND: [where, after(cursor)] } : where,
    orderBy: newestFirst,
    take: ORDER_EXPORT_BATCH_SIZE,
    select: orderExportSelect,
  });
  const last = rows.at(-1);
  return {
    text: ordersCsv(rows.map(toExportedOrder), { header: false }),
    next: rows.length === ORDER_EXPORT_BATCH_SIZE && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

/**
 * orders-YYYY-MM-DD.csv (today in Colombo) of every order matching the admin list's filters, newest first, a row per
 * order line, as a streamed download (lib/http/csv.ts): ORDER_EXPORT_BATCH_SIZE orders per read.
 */
export function ordersCsvResponse(filter: AdminOrderFilter): Promise<Response> {
  return csvDownload({
    filename: `orders-${colomboDay(new Date())}.csv`,
    header: ordersCsv([]),
    readBatch: (cursor?: Cursor) => exportBatch(filter, cursor),
    name: 'Orders',
  });
}
