import { fromCents } from '@/lib/catalog/money';
import { SHOP_TIME_ZONE } from '@/lib/coupons/expiry';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import type { OrderJson } from '@/lib/orders/order-json';
import { allTimeTotals, dailySalesIn } from './daily-sales';
import type { StatsRange } from './schemas';
import { rangeSeries, type RangeSeries } from './series';

/**
 * The admin statistics (SPEC.md "Admin stats"). The totals (all time) and the range's series and average order
 * value come from the daily rollup (lib/stats/daily-sales.ts: a row a day, not a rescan of the orders); the top
 * products add up the range's order items; the latest orders read the newest rows of the created_at index.
 *
 * Revenue is what paid orders brought in: payment completed and the order not cancelled. A paid order that was
 * cancelled is money to give back (refunds happen at the payment provider), so it is not revenue.
 */

export const LATEST_ORDERS_COUNT = 10;
export const TOP_PRODUCTS_COUNT = 10;

export type LatestOrder = Pick<OrderJson, '_id' | 'orderId' | 'userName' | 'totalAmt' | 'payment_status' | 'delivery_status'>;

/**
 * A product's sales in the range: items of the orders placed in the range and not cancelled; revenue is unit
 * price × quantity (before coupons and delivery). `productId` is null for a deleted product (then its items are
 * grouped by the name they were sold under).
 */
export type TopProduct = { productId: string | null; name: string; quantity: number; revenue: number };

export type AdminStats = RangeSeries & {
  totalUsers: number;
  totalOrders: number;
  totalRevenue: number;
  latestOrders: LatestOrder[];
  topProducts: { byQuantity: TopProduct[]; byRevenue: TopProduct[] };
  range: StatsRange;
};

/** The UTC instant a Colombo day starts, comparable with created_at. */
const colomboStartOf = (day: Prisma.Sql) => Prisma.sql`((${day})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}) AT TIME ZONE 'UTC'`;

/** From the start of `from` to the end of `to` in Colombo: a plain range on created_at, which its index serves. */
function createdWithin({ from, to }: StatsRange): Prisma.Sql {
  return Prisma.sql`o.created_at >= ${colomboStartOf(Prisma.sql`${from}::date`)}
    AND o.created_at < ${colomboStartOf(Prisma.sql`${to}::date + 1`)}`;
}

type TopRow = { ranking: 'quantity' | 'revenue'; productId: string | null; name: string; quantity: number; cents: bigint | number | string };

/** The TOP_PRODUCTS_COUNT best sellers of the range by quantity and by revenue; ties go to the other figure, then the name. */
async function topProducts(range: StatsRange): Promise<AdminStats['topProducts']> {
  const rows = await prisma.$queryRaw<TopRow[]>`
    WITH sold AS (
      SELECT i.product_id, CASE WHEN i.product_id IS NULL THEN i.name END AS gone_name,
             SUM(i.quantity)::int AS quantity, (SUM(i.unit_price * i.quantity) * 100)::bigint AS cents
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.delivery_status <> 'cancelled' AND ${createdWithin(range)}
      GROUP BY 1, 2
    ), named AS (
      SELECT s.product_id AS "productId", COALESCE(p.name, s.gone_name) AS name, s.quantity, s.cents
      FROM sold s LEFT JOIN products p ON p.id = s.product_id
    )
    (SELECT 'quantity' AS ranking, * FROM named ORDER BY quantity DESC, cents DESC, name LIMIT ${TOP_PRODUCTS_COUNT})
    UNION ALL
    (SELECT 'revenue' AS ranking, * FROM named ORDER BY cents DESC, quantity DESC, name LIMIT ${TOP_PRODUCTS_COUNT})`;
  const ranked = (ranking: TopRow['ranking']) =>
    rows
      .filter((row) => row.ranking === ranking)
      .map((row) => ({ productId: row.productId, name: row.name, quantity: row.quantity, revenue: fromCents(Number(row.cents)) }));
  return { byQuantity: ranked('quantity'), byRevenue: ranked('revenue') };
}

export async function getAdminStats(range: StatsRange): Promise<AdminStats> {
  const [totals, days, top, latest] = await Promise.all([
    allTimeTotals(),
    dailySalesIn(range),
    topProducts(range),
    prisma.order.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LATEST_ORDERS_COUNT,
      select: { id: true, orderNumber: true, userName: true, total: true, paymentStatus: true, deliveryStatus: true },
    }),
  ]);
  return {
    totalUsers: totals.users,
    totalOrders: totals.orders,
    totalRevenue: fromCents(totals.revenueCents),
    ...rangeSeries(range, days),
    topProducts: top,
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
