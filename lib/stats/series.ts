import { fromCents } from '@/lib/catalog/money';
import { PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { eachDay, type StatsRange } from './schemas';

/**
 * The range's figures from the daily rollup's rows (lib/stats/daily-sales.ts): every day of the range present, 0
 * where nothing happened, and the range's average order value. Pure, so it is tested without a database.
 */

export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** One day of the rollup, amounts in whole cents. */
export type DayFigures = {
  date: string;
  pending: number;
  completed: number;
  failed: number;
  /** Orders that count as revenue (payment completed, not cancelled). */
  paid: number;
  revenueCents: number;
  registrations: number;
};

export type RangeSeries = {
  dailyRevenue: { date: string; revenue: number }[];
  paymentStatus: { status: PaymentStatusName; count: number }[];
  dailyUsers: { date: string; count: number }[];
  dailyOrders: { date: string; count: number }[];
  averageOrderValue: number | null;
};

/** Revenue over the orders that brought it, to the cent; null when no order was paid (nothing to average). */
export function averageOrderValue(revenueCents: number, paidOrders: number): number | null {
  return paidOrders > 0 ? fromCents(Math.round(revenueCents / paidOrders)) : null;
}

export function rangeSeries(range: StatsRange, rows: DayFigures[]): RangeSeries {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days = eachDay(range).map((date) => byDay.get(date) ?? { date, pending: 0, completed: 0, failed: 0, paid: 0, revenueCents: 0, registrations: 0 });
  const sum = (pick: (day: DayFigures) => number) => days.reduce((total, day) => total + pick(day), 0);
  const statusCounts = { pending: sum((day) => day.pending), completed: sum((day) => day.completed), failed: sum((day) => day.failed) };
  return {
    dailyRevenue: days.map((day) => ({ date: day.date, revenue: fromCents(day.revenueCents) })),
    // All three, in SPEC.md's order, even when no order has one of them.
    paymentStatus: PAYMENT_STATUSES.map((status) => ({ status, count: statusCounts[status] })),
    dailyUsers: days.map((day) => ({ date: day.date, count: day.registrations })),
    dailyOrders: days.map((day) => ({ date: day.date, count: day.pending + day.completed + day.failed })),
    averageOrderValue: averageOrderValue(sum((day) => day.revenueCents), sum((day) => day.paid)),
  };
}
