import { fromCents } from '@/lib/catalog/money';
import { SHOP_TIME_ZONE } from '@/lib/coupons/expiry';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import type { OrderJson } from '@/lib/orders/order-json';
import { PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { eachDay, type StatsRange } from './schemas';

/**
 * The admin statistics (SPEC.md "Admin stats"), every figure an SQL aggregate: no order or user is loaded to be
 * counted. The totals and the latest orders are the shop as it is now (all time); the three series (daily
 * revenue, orders by payment status, daily registrations) cover the range, by Colombo calendar day, each day of
 * the range present (0 when nothing happened). Amounts are summed by PostgreSQL in numeric and read as whole cents.
 */

export const LATEST_ORDERS_COUNT = 10;

export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

export type LatestOrder = Pick<OrderJson, '_id' | 'orderId' | 'userName' | 'totalAmt' | 'payment_status' | 'delivery_status'>;

export type AdminStats = {
  totalUsers: number;
  totalOrders: number;
  totalRevenue: number;
  dailyRevenue: { date: string; revenue: number }[];
  paymentStatus: { status: PaymentStatusName; count: number }[];
  dailyUsers: { date: string; count: number }[];
  latestOrders: LatestOrder[];
  range: StatsRange;
};

/**
 * Revenue is what paid orders brought in: payment completed and the order not cancelled. A paid order that was
 * cancelled is money to give back (refunds happen at the payment provider), so it is not revenue.
 */
const COUNTS_AS_REVENUE = Prisma.sql`payment_status = 'completed' AND delivery_status <> 'cancelled'`;

/** created_at is stored in UTC: the Colombo calendar day it falls on, 'YYYY-MM-DD'. */
const COLOMBO_DAY = Prisma.sql`to_char((created_at AT TIME ZONE 'UTC') AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The UTC instant a Colombo day starts, comparable with created_at. */
const colomboStartOf = (day: Prisma.Sql) => Prisma.sql`((${day})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}) AT TIME ZONE 'UTC'`;

/** From the start of `from` to the end of `to` in Colombo: a plain range on created_at, which its index serves. */
function createdWithin({ from, to }: StatsRange): Prisma.Sql {
  return Prisma.sql`created_at >= ${colomboStartOf(Prisma.sql`${from}::date`)}
    AND created_at < ${colomboStartOf(Prisma.sql`${to}::date + 1`)}`;
}

/** PostgreSQL's bigint arrives as a BigInt (or text, depending on the driver): a number either way. */
const whole = (value: bigint | number | string) => Number(value);

type Totals = { users: number; orders: number; revenue_cents: bigint };
type DailyCents = { day: string; cents: bigint };
type DailyCount = { day: string; count: number };
type StatusCount = { status: PaymentStatusName; count: number };

export async function getAdminStats(range: StatsRange): Promise<AdminStats> {
  const [[totals], revenueRows, statusRows, userRows, latest] = await Promise.all([
    prisma.$queryRaw<Totals[]>`
      SELECT (SELECT count(*) FROM users)::int AS users,
             (SELECT count(*) FROM orders)::int AS orders,
             (SELECT COALESCE(SUM(total), 0) * 100 FROM orders WHERE ${COUNTS_AS_REVENUE})::bigint AS revenue_cents`,
    prisma.$queryRaw<DailyCents[]>`
      SELECT ${COLOMBO_DAY} AS day, (SUM(total) * 100)::bigint AS cents
      FROM orders WHERE ${COUNTS_AS_REVENUE} AND ${createdWithin(range)}
      GROUP BY 1`,
    prisma.$queryRaw<StatusCount[]>`
      SELECT payment_status::text AS status, count(*)::int AS count
      FROM orders WHERE ${createdWithin(range)}
      GROUP BY 1`,
    prisma.$queryRaw<DailyCount[]>`
      SELECT ${COLOMBO_DAY} AS day, count(*)::int AS count
      FROM users WHERE ${createdWithin(range)}
      GROUP BY 1`,
    prisma.order.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LATEST_ORDERS_COUNT,
      select: { id: true, orderNumber: true, userName: true, total: true, paymentStatus: true, deliveryStatus: true },
    }),
  ]);

  const revenueByDay = new Map(revenueRows.map((row) => [row.day, fromCents(whole(row.cents))]));
  const usersByDay = new Map(userRows.map((row) => [row.day, row.count]));
  const statusCounts = new Map(statusRows.map((row) => [row.status, row.count]));
  const days = eachDay(range);
  return {
    totalUsers: totals!.users,
    totalOrders: totals!.orders,
    totalRevenue: fromCents(whole(totals!.revenue_cents)),
    // Every day of the range, 0 where nothing happened.
    dailyRevenue: days.map((date) => ({ date, revenue: revenueByDay.get(date) ?? 0 })),
    // All three, in SPEC.md's order, even when no order has one of them.
    paymentStatus: PAYMENT_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    dailyUsers: days.map((date) => ({ date, count: usersByDay.get(date) ?? 0 })),
    latestOrders: latest.map((order) => ({
      _id: order.id,
      orderId: order.orderNumber,
      userName: order.userName,
      totalAmt: order.total.toNumber(),
      payment_status: order.paymentStatus,
      delivery_status: order.deliveryStatus,
    })),
    range,
  };
}
