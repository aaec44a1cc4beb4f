import { cents, type Money, sum, ZERO } from '@/lib/money';
import { PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { eachDay, type StatsRange } from './schemas';
import type { RangeSeries } from './types';

/**
 * The range's figures from the daily rollup's rows (lib/stats/daily-sales.ts): every day of the range present, 0
 * where nothing happened, and the range's average order value. Pure, so it is tested without a database.
 */

/** One day of the rollup. */
export type DayFigures = {
  date: string;
  pending: number;
  completed: number;
  failed: number;
  partially_refunded: number;
  refunded: number;
  /** Orders that count as revenue (paid and not refunded in full, not cancelled). */
  paid: number;
  revenue: Money;
  registrations: number;
};

/** Revenue over the orders that brought it, to the cent; null when no order was paid (nothing to average). */
export function averageOrderValue(revenue: Money, paidOrders: number): Money | null {
  return paidOrders > 0 ? cents(Math.round(revenue / paidOrders)) : null;
}

export function rangeSeries(range: StatsRange, rows: DayFigures[]): RangeSeries {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days = eachDay(range).map(
    (date) => byDay.get(date) ?? { date, pending: 0, completed: 0, failed: 0, partially_refunded: 0, refunded: 0, paid: 0, revenue: ZERO, registrations: 0 },
  );
  const count = (pick: (day: DayFigures) => number) => days.reduce((total, day) => total + pick(day), 0);
  const statusCounts = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, count((day) => day[status])])) as Record<
    (typeof PAYMENT_STATUSES)[number],
    number
  >;
  const revenue = sum(days.map((day) => day.revenue));
  return {
    dailyRevenue: days.map((day) => ({ date: day.date, revenue: day.revenue })),
    // Every status, even when no order has it.
    paymentStatus: PAYMENT_STATUSES.map((status) => ({ status, count: statusCounts[status] })),
    dailyUsers: days.map((day) => ({ date: day.date, count: day.registrations })),
    dailyOrders: days.map((day) => ({ date: day.date, count: PAYMENT_STATUSES.reduce((total, status) => total + day[status], 0) })),
    revenue,
    averageOrderValue: averageOrderValue(revenue, count((day) => day.paid)),
  };
}
