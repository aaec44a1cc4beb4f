import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';
import { setupTestDatabase } from '@/tests/database';
import { HEAVY_SHOPPER_ID, loadYearFixture, scaledVolumes } from './year-fixture';

const { url, prisma } = await setupTestDatabase();
const SCALE = 1 / 1000;
const PASSWORD = 'Year-Test-2026!';

await prepareDatabase(url, { admin: { email: 'owner@shop.local', password: 'Owner-Test-2026!' } }, () => {});
const result = await loadYearFixture(url, { password: PASSWORD, scale: SCALE });
const volumes = scaledVolumes(SCALE);

/** The number of rows a query finds (its single column is a count). */
async function count(query: string): Promise<number> {
  const rows = await prisma.$queryRawUnsafe<{ count: bigint }[]>(query);
  return Number(rows[0]!.count);
}

describe('the year fixture at 1/1000', () => {
  it('loads the volumes asked for', async () => {
    expect(result.counts).toMatchObject({
      orders: volumes.orders,
      payments: volumes.payments,
      reviews: volumes.reviews,
      notifications: volumes.notifications,
      adminNotifications: volumes.adminNotifications,
      users: volumes.users + 1, // and the operator's admin of prepareDatabase
    });
    expect(result.counts.products).toBeGreaterThanOrEqual(volumes.products);
    expect(result.counts.orderItems).toBeGreaterThan(volumes.orders);
    expect(await count(`SELECT count(*) FROM users WHERE role = 'ADMIN'`)).toBe(4);
  });

  it('prices every order as createOrder does: its lines, the coupon, the delivery fee of its mode', async () => {
    expect(
      await count(`SELECT count(*) FROM orders o
                   WHERE sub_total <> (SELECT sum(unit_price * quantity) FROM order_items i WHERE i.order_id = o.id)
                      OR total <> sub_total - discount_amount + delivery_fee
                      OR delivery_fee <> CASE mode WHEN 'BUY_NOW' THEN ${DELIVERY_FEES.buy_now / 100} ELSE ${DELIVERY_FEES.cart / 100} END
                      OR discount_amount <> CASE WHEN coupon_id IS NULL THEN 0 ELSE round(sub_total / 10, 2) END`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM orders o WHERE mode = 'BUY_NOW' AND (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) <> 1`)).toBe(0);
    expect(await count(`SELECT count(*) FROM order_items WHERE product_id IS NULL OR quantity < 1`)).toBe(0);
    const coupon = await prisma.coupon.findUniqueOrThrow({ where: { code: 'YEAR10' } });
    // A use counts unless the order was cancelled before it was paid.
    expect(coupon.usedCount).toBe(
      await count(`SELECT count(*) FROM orders WHERE coupon_id = '${coupon.id}' AND NOT (delivery_status = 'cancelled' AND payment_status <> 'completed')`),
    );
    expect(coupon.usedCount).toBeGreaterThan(0);
  });

  it('copies the customer and their address onto each order, placed after they joined, within the last year', async () => {
    expect(
      await count(`SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id JOIN addresses a ON a.user_id = u.id
                   WHERE o.user_name <> u.name OR o.user_email <> u.email OR o.delivery_mobile <> a.mobile OR o.delivery_city <> a.city
                      OR o.created_at < u.created_at`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM orders WHERE user_id IS NULL`)).toBe(0);
    expect(
      await count(`SELECT count(*) FROM orders WHERE created_at > now() AT TIME ZONE 'UTC' OR created_at < (now() AT TIME ZONE 'UTC') - interval '366 days'`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM addresses WHERE is_default`)).toBe(volumes.users);
  });

  it('pays card orders: one payment of the order total per card order, in the order state, the rest declined attempts', async () => {
    expect(
      await count(`SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id
                   WHERE p.amount <> o.total OR p.user_id IS DISTINCT FROM o.user_id OR o.payment_method <> 'CARD'`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM orders o WHERE payment_method = 'CARD' AND payment_status = 'completed'
                   AND (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded' AND p.intent_id = o.payment_id) <> 1`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'succeeded' AND o.payment_status <> 'completed'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM orders WHERE payment_method = 'CARD' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id)`)).toBe(0);
    expect(await count(`SELECT count(*) FROM orders WHERE payment_status = 'completed' AND payment_method = 'COD' AND delivery_status <> 'delivered'`)).toBe(0);
  });

  it('has reviews by buyers of delivered products, and product ratings that are their averages', async () => {
    expect(
      await count(`SELECT count(*) FROM reviews r WHERE NOT EXISTS (
                     SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
                     WHERE i.product_id = r.product_id AND o.user_id = r.user_id AND o.delivery_status = 'delivered' AND o.created_at < r.created_at)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM products p
                   WHERE rating_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)
                      OR rating_average <> coalesce((SELECT round(avg(rating), 2) FROM reviews r WHERE r.product_id = p.id), 0)`),
    ).toBe(0);
  });

  it('splits notifications between the admins and shoppers, all already pushed, with read and unread ones', async () => {
    expect(await count(`SELECT count(*) FROM notifications WHERE pushed_at IS NULL`)).toBe(0);
    expect(await count(`SELECT count(*) FROM notifications WHERE (audience = 'ADMIN') <> (user_id IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) FROM notifications WHERE audience = 'ADMIN' AND NOT read`)).toBeGreaterThan(volumes.adminNotifications / 2);
    expect(await count(`SELECT count(*) FROM notifications WHERE read`)).toBeGreaterThan(0);
  });

  it('types every notification, and leaves the counts the header and the lists read equal to a count', async () => {
    expect(await count(`SELECT count(*) FROM notifications WHERE type = 'message'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM notifications WHERE audience = 'ADMIN' AND type = 'review'`)).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM (SELECT COALESCE(user_id, 'admins') AS scope, type, count(*) FILTER (WHERE NOT read)::int AS unread,
                                               count(*)::int AS total
                                        FROM notifications GROUP BY 1, 2) counted
                   FULL JOIN notification_counts kept USING (scope, type)
                   WHERE coalesce(counted.unread, 0) <> coalesce(kept.unread, 0) OR coalesce(counted.total, 0) <> coalesce(kept.total, 0)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM notification_counts`)).toBeGreaterThan(0);
  });

  it('fills the statistics rollup as the writes would have: its days add up to the orders and users loaded', async () => {
    const [kept] = await prisma.$queryRaw<{ orders: bigint; users: bigint; items: bigint }[]>`
      SELECT (SELECT sum(pending_orders + completed_orders + failed_orders) FROM daily_sales) AS orders,
             (SELECT sum(registrations) FROM daily_sales) AS users,
             (SELECT sum(quantity) FROM daily_product_sales) AS items`;
    expect(Number(kept!.orders)).toBe(volumes.orders);
    expect(Number(kept!.users)).toBe(await count('SELECT count(*) FROM users'));
    expect(Number(kept!.items)).toBe(
      await count(`SELECT sum(quantity) AS count FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.delivery_status <> 'cancelled'`),
    );
  });

  it('lets the fixture accounts sign in with the password given', async () => {
    const shopper = await prisma.user.findUniqueOrThrow({ where: { id: HEAVY_SHOPPER_ID } });
    expect(shopper.email).toMatch(/^[a-z]+\.[a-z]+1@[a-z.]+$/);
    expect(await verifyPassword(shopper.passwordHash, PASSWORD)).toBe(true);
  });
});
