import 'server-only';
import { orderSummarySelect, toOrderSummary } from '@/lib/orders/order-select';
import { prisma } from '@/lib/db/client';
import { cents } from '@/lib/money';
import { allTimeTotals, dailySalesIn, DELETED_KEY_PREFIX } from './daily-sales';
import type { StatsRange } from './schemas';
import { rangeSeries } from './series';
import type { AdminStats } from './types';

/**
 * The admin statistics (docs/decisions.md). The totals (all time), the range's series, average order value and
 * top products come from the daily rollups (lib/stats/daily-sales.ts: a row a day, and a row a day per product
 * sold, not a rescan of the orders); the latest orders read the newest rows of the created_at index.
 *
 * Revenue is what paid orders brought in, net of refunds: payment completed or partly refunded and the order not
 * cancelled, its total less what was refunded on it, on the day the order was placed. A paid order that was cancelled
 * is money to give back, so it is not revenue.
 */

export const LATEST_ORDERS_COUNT = 10;
export const TOP_PRODUCTS_COUNT = 10;

type TopRow = { ranking: 'quantity' | 'revenue'; productId: string | null; name: string; quantity: number; cents: bigint | number | string };

/**
 * The TOP_PRODUCTS_COUNT best sellers of the range by quantity and by revenue, from the products' daily rollup
 * (a row per day and product sold, not a row per item); ties go to the other figure, then the product key
 * (any fixed order will do: two products with the same quantity and revenue are equally good).
 */
async function topProducts({ from, to }: StatsRange): Promise<AdminStats['topProducts']> {
  // Each ranking's ten picked first (top-N sorts of the keys), then named: the products are read for 20 rows at most.
  const rows = await prisma.$queryRaw<TopRow[]>`
    WITH sold AS (
      SELECT product_key, SUM(quantity)::int AS quantity, (SUM(revenue) * 100)::bigint AS cents
      FROM daily_product_sales WHERE day BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1 HAVING SUM(quantity) > 0
    ), ranked AS (
      (SELECT 'quantity' AS ranking, * FROM sold ORDER BY quantity DESC, cents DESC, product_key LIMIT ${TOP_PRODUCTS_COUNT})
      UNION ALL
      (SELECT 'revenue' AS ranking, * FROM sold ORDER BY cents DESC, quantity DESC, product_key LIMIT ${TOP_PRODUCTS_COUNT})
    )
    SELECT r.ranking, p.id AS "productId", COALESCE(p.name, substr(r.product_key, length(${DELETED_KEY_PREFIX}::text) + 1)) AS name,
           r.quantity, r.cents
    FROM ranked r LEFT JOIN products p ON p.id = r.product_key
    ORDER BY r.ranking,
             CASE WHEN r.ranking = 'quantity' THEN r.quantity ELSE r.cents END DESC,
             CASE WHEN r.ranking = 'quantity' THEN r.cents ELSE r.quantity END DESC,
             r.product_key`;
  const ranked = (ranking: TopRow['ranking']) =>
    rows
      .filter((row) => row.ranking === ranking)
      .map((row) => ({ productId: row.productId, name: row.name, quantity: row.quantity, revenue: cents(Number(row.cents)) }));
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
      select: orderSummarySelect,
    }),
  ]);
  return {
    totalUsers: totals.users,
    totalOrders: totals.orders,
    totalRevenue: totals.revenue,
    ...rangeSeries(range, days),
    topProducts: top,
    latestOrders: latest.map(toOrderSummary),
    range,
  };
}
