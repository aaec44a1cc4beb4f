import 'server-only';
import { prisma } from '@/lib/db/client';
import { cents, type Money } from '@/lib/money';
import type { StatsRange } from './schemas';
import type { DayFigures } from './series';

/**
 * The statistics' daily rollups. daily_sales: per Colombo day, the orders placed by payment status, the orders
 * that count as revenue and their total less refunds (migration 20261126151316_order_refunds), the accounts created. daily_product_sales: per day and product, the
 * quantity and value (unit price × quantity) of the items of orders not cancelled. Triggers on orders, order_items
 * and users keep both in the writing transaction (migration 20261125174355_daily_sales); every figure equals a
 * recount of the rows.
 */

/** A deleted product's items are keyed by this and the name they were sold under (daily_product_sales_key). */
export const DELETED_KEY_PREFIX = 'deleted:';

type DayRow = Omit<DayFigures, 'revenue'> & { revenueCents: bigint | number | string };
type TotalsRow = { users: number; orders: number; revenueCents: bigint | number | string };

/** PostgreSQL's bigint of cents arrives as a BigInt (or text, depending on the driver): Money either way. */
const moneyOfCents = (value: bigint | number | string) => cents(Number(value));

/** The days of the range that have a row (the others had nothing). */
export async function dailySalesIn({ from, to }: StatsRange): Promise<DayFigures[]> {
  const rows = await prisma.$queryRaw<DayRow[]>`
    SELECT day::text AS date, pending_orders AS pending, completed_orders AS completed, failed_orders AS failed,
           partially_refunded_orders AS partially_refunded, refunded_orders AS refunded, paid_orders AS paid, (revenue * 100)::bigint AS "revenueCents", registrations
    FROM daily_sales WHERE day BETWEEN ${from}::date AND ${to}::date`;
  return rows.map(({ revenueCents, ...row }) => ({ ...row, revenue: moneyOfCents(revenueCents) }));
}

/** All time: accounts, orders and revenue, summed over the days (a row a day, not a row an order). */
export async function allTimeTotals(): Promise<{ users: number; orders: number; revenue: Money }> {
  const [totals] = await prisma.$queryRaw<TotalsRow[]>`
    SELECT COALESCE(SUM(registrations), 0)::int AS users,
           COALESCE(SUM(pending_orders + completed_orders + failed_orders + partially_refunded_orders + refunded_orders), 0)::int AS orders,
           (COALESCE(SUM(revenue), 0) * 100)::bigint AS "revenueCents"
    FROM daily_sales`;
  return { users: totals!.users, orders: totals!.orders, revenue: moneyOfCents(totals!.revenueCents) };
}
