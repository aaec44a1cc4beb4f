import type { OrderPaymentStatus } from '@/lib/generated/prisma/enums';
import type { Money } from '@/lib/money';
import type { OrderSummary } from '@/lib/orders/types';
import type { StatsRange } from './schemas';

/**
 * The admin statistics as the shop computes them: amounts as Money, days as 'YYYY-MM-DD' Colombo calendar days (a
 * day is not an instant: no time zone may move it). Pure types, so the charts may name them.
 */

/** Every day of a range with its figure, 0 where nothing happened. */
export type DailyCount = { date: string; count: number };
export type DailyRevenue = { date: string; revenue: Money };

export type RangeSeries = {
  dailyRevenue: DailyRevenue[];
  paymentStatus: { status: OrderPaymentStatus; count: number }[];
  dailyUsers: DailyCount[];
  dailyOrders: DailyCount[];
  /** What the range's paid orders brought in. */
  revenue: Money;
  /** The range's revenue over the paid orders that brought it; null when none was paid. */
  averageOrderValue: Money | null;
};

/**
 * A product's sales in the range: items of the orders placed in the range and not cancelled; revenue is unit
 * price × quantity (before coupons and delivery). `productId` is null for a deleted product (then its items are
 * grouped by the name they were sold under).
 */
export type TopProduct = { productId: string | null; name: string; quantity: number; revenue: Money };

export type AdminStats = RangeSeries & {
  totalUsers: number;
  totalOrders: number;
  /** What paid orders brought in, all time: payment completed and the order not cancelled. */
  totalRevenue: Money;
  latestOrders: OrderSummary[];
  topProducts: { byQuantity: TopProduct[]; byRevenue: TopProduct[] };
  range: StatsRange;
};
