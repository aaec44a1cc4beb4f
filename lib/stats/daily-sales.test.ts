import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, OrderPaymentStatus } from '@/lib/generated/prisma/enums';
import { cents, moneyFromRupees, ZERO } from '@/lib/money';
import { createUser } from '@/tests/api';
import { addToCart, DELIVERY_COLUMNS, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { updateOrder } from '@/tests/payments';
import { allTimeTotals, dailySalesIn } from './daily-sales';
import { colomboToday } from './schemas';

/**
 * The daily rollup against a recount: after a seeded mix of writes (orders placed one by one, in bulk and at the
 * same time; paid, failed, cancelled and brought back; totals changed; moved across a Colombo midnight; deleted;
 * accounts created, moved and deleted; a transaction rolled back), the rows the triggers kept equal the rows
 * rebuild_daily_sales() recounts from the orders and users, and the all-time totals equal plain counts. Orders
 * placed, paid and cancelled through the shop's own routes count at once.
 */

const { prisma, admin, category } = await setupOrdersTest();

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(17);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const PAYMENT: OrderPaymentStatus[] = ['pending', 'completed', 'failed', 'partially_refunded', 'refunded'];
const DELIVERY: DeliveryStatus[] = ['pending', 'shipped', 'delivered', 'cancelled'];
// Days either side of Colombo midnights (18:30 UTC), so a move of a few hours changes the day.
const instant = () => new Date(Date.UTC(2025, 2, 1 + Math.floor(random() * 6), 15 + Math.floor(random() * 7), Math.floor(random() * 60)));
const amount = () => (Math.floor(random() * 500_000) / 100).toFixed(2);

let placed = 0;
const orderData = (userId: string | null) => {
  placed += 1;
  return {
    orderNumber: `ORD-ROLLUP-${placed}`,
    userId,
    userName: 'Rollup Buyer',
    userEmail: 'rollup@example.lk',
    paymentStatus: pick(PAYMENT),
    deliveryStatus: pick(DELIVERY),
    subTotal: '0',
    deliveryFee: '0',
    total: amount(),
    ...DELIVERY_COLUMNS,
    createdAt: instant(),
  };
};

type Row = Record<string, unknown>;
/** Both rollups' rows with something in them (a day whose orders were all deleted keeps a row of zeros). */
const rollup = async () => ({
  days: await prisma.$queryRaw<Row[]>`
    SELECT day::text, pending_orders, completed_orders, failed_orders, partially_refunded_orders, refunded_orders, paid_orders,
           revenue::text, registrations
    FROM daily_sales
    WHERE pending_orders + completed_orders + failed_orders + partially_refunded_orders + refunded_orders + registrations > 0
    ORDER BY day`,
  products: await prisma.$queryRaw<Row[]>`
    SELECT day::text, product_key, quantity, revenue::text
    FROM daily_product_sales WHERE quantity <> 0 OR revenue <> 0 ORDER BY day, product_key`,
});

async function expectRollupEqualsRecount() {
  const kept = await rollup();
  await prisma.$executeRaw`SELECT rebuild_daily_sales()`;
  expect(await rollup()).toEqual(kept);
  const [counted] = await prisma.$queryRaw<{ users: number; orders: number; cents: bigint }[]>`
    SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM orders)::int AS orders,
           (SELECT COALESCE(SUM(total - refunded_amount), 0) * 100 FROM orders
            WHERE payment_status IN ('completed', 'partially_refunded') AND delivery_status <> 'cancelled')::bigint AS cents`;
  expect(await allTimeTotals()).toEqual({ users: counted!.users, orders: counted!.orders, revenue: cents(Number(counted!.cents)) });
  return kept;
}

describe('daily_sales', () => {
  it('counts the accounts made so far (the admin and the shopper of the setup), and one more', async () => {
    expect(await allTimeTotals()).toEqual({ users: 2, orders: 0, revenue: ZERO });
    await createUser();
    expect(await allTimeTotals()).toEqual({ users: 3, orders: 0, revenue: ZERO });
  });

  it('counts orders placed, paid and cancelled through the routes, in the same request', async () => {
    const shopper = await makeShopper(prisma);
    const tea = await makeStockedProduct(prisma, category.id, { price: '450.00', stock: 10 });
    const place = async () => {
      await addToCart(prisma, shopper.id, tea.id, 2);
      const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.data as { _id: string; totalAmt: number };
    };
    const paid = await place();
    const cancelled = await place();
    const today = { from: colomboToday(), to: colomboToday() };
    expect(await dailySalesIn(today)).toEqual([
      { date: today.from, pending: 2, completed: 0, failed: 0, partially_refunded: 0, refunded: 0, paid: 0, revenue: ZERO, registrations: 4 },
    ]);

    expect((await updateOrder(paid._id, { payment_status: 'completed' }, { token: admin.token })).status).toBe(200);
    expect((await updateOrder(cancelled._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    expect(await dailySalesIn(today)).toEqual([
      { date: today.from, pending: 1, completed: 1, failed: 0, partially_refunded: 0, refunded: 0, paid: 1, revenue: moneyFromRupees(paid.totalAmt), registrations: 4 },
    ]);
    await expectRollupEqualsRecount();
  });

  it('equals a recount after a mix of creates, payments, cancellations, moves and deletions', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    await Promise.all(users.map((user) => prisma.user.update({ where: { id: user.id }, data: { createdAt: instant() } })));
    const products = await Promise.all(Array.from({ length: 4 }, (_, index) => makeStockedProduct(prisma, category.id, { name: `Mix ${index}` })));
    // One to three lines, the same product possibly twice in an order.
    const items = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const line = pick(products);
        return { productId: line.id, name: line.name, unitPrice: amount(), quantity: 1 + Math.floor(random() * 4) };
      });

    // One by one with their items, in bulk (one statement, many rows; the items after), and ten at the same time.
    for (let index = 0; index < 20; index += 1) await prisma.order.create({ data: { ...orderData(pick(users).id), items: { create: items() } } });
    await prisma.order.createMany({ data: Array.from({ length: 30 }, () => orderData(pick(users).id)) });
    const bulk = await prisma.order.findMany({ where: { items: { none: {} } }, select: { id: true } });
    await prisma.orderItem.createMany({ data: bulk.flatMap((order) => items().map((line) => ({ ...line, orderId: order.id }))) });
    await Promise.all(Array.from({ length: 10 }, () => prisma.order.create({ data: { ...orderData(null), items: { create: items() } } })));
    const ids = (await prisma.order.findMany({ select: { id: true }, orderBy: { orderNumber: 'asc' } })).map((order) => order.id);
    const first = await expectRollupEqualsRecount();
    expect(first.days.length).toBeGreaterThan(3);
    expect(first.products.length).toBeGreaterThan(8);

    for (let step = 0; step < 80; step += 1) {
      const id = pick(ids);
      const change = pick(['pay', 'fail', 'refund', 'cancel', 'reinstate', 'total', 'move', 'noop', 'add item', 'remove item'] as const);
      if (change === 'add item') {
        await prisma.orderItem.create({ data: { ...items()[0]!, orderId: id } });
        continue;
      }
      if (change === 'remove item') {
        await prisma.orderItem.deleteMany({ where: { id: (await prisma.orderItem.findFirst({ where: { orderId: id } }))?.id ?? 'none' } });
        continue;
      }
      const data = {
        pay: { paymentStatus: 'completed' as const },
        fail: { paymentStatus: 'failed' as const },
        // Revenue is net of refunds: a refund changes the day's revenue without a status change once partly refunded.
        refund: { paymentStatus: 'partially_refunded' as const, refundedAmount: (Math.floor(random() * 1_000) / 100).toFixed(2) },
        cancel: { deliveryStatus: 'cancelled' as const },
        reinstate: { deliveryStatus: 'pending' as const },
        total: { total: amount() },
        move: { createdAt: instant() },
        // A write that leaves the counted columns as they are.
        noop: { invoiceReceipt: `receipt-${step}` },
      }[change];
      await prisma.order.update({ where: { id }, data });
    }
    // Several rows and several days in one statement.
    await prisma.order.updateMany({ where: { id: { in: ids.slice(0, 15) } }, data: { paymentStatus: 'completed', deliveryStatus: 'delivered' } });
    // Statuses and day changed together.
    await prisma.order.update({ where: { id: ids[20]! }, data: { paymentStatus: 'pending', deliveryStatus: 'cancelled', createdAt: instant() } });
    await expectRollupEqualsRecount();

    // Deleted orders (their items go with them), a deleted product (its items stay, without it), deleted accounts
    // (their orders stay, without them).
    await prisma.order.deleteMany({ where: { id: { in: ids.slice(40, 48) } } });
    await prisma.order.delete({ where: { id: ids[5]! } });
    await prisma.cartItem.deleteMany({ where: { productId: products[0]!.id } });
    await prisma.product.delete({ where: { id: products[0]!.id } });
    expect(await prisma.orderItem.count({ where: { productId: null, name: 'Mix 0' } })).toBeGreaterThan(0);
    await prisma.user.delete({ where: { id: users[0]!.id } });
    await prisma.user.deleteMany({ where: { id: { in: [users[1]!.id, users[2]!.id] } } });
    await expectRollupEqualsRecount();
  });

  it('takes back what a rolled-back transaction wrote', async () => {
    const before = await expectRollupEqualsRecount();
    const user = await createUser();
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.order.create({ data: { ...orderData(user.id), paymentStatus: 'completed', deliveryStatus: 'pending' } });
        await tx.user.delete({ where: { id: user.id } });
        await tx.order.updateMany({ data: { deliveryStatus: 'cancelled' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await prisma.user.delete({ where: { id: user.id } });
    expect(await expectRollupEqualsRecount()).toEqual(before);
  });

  it('rebuilds from scratch rows written with the triggers off (as the year fixture loads them)', async () => {
    await prisma.$executeRaw`ALTER TABLE orders DISABLE TRIGGER daily_sales_order_written`;
    try {
      await prisma.order.createMany({ data: Array.from({ length: 5 }, () => ({ ...orderData(null), paymentStatus: 'completed' as const, deliveryStatus: 'shipped' as const })) });
    } finally {
      await prisma.$executeRaw`ALTER TABLE orders ENABLE TRIGGER daily_sales_order_written`;
    }
    const stale = await allTimeTotals();
    await prisma.$executeRaw`SELECT rebuild_daily_sales()`;
    expect((await allTimeTotals()).orders).toBe(stale.orders + 5);
    await expectRollupEqualsRecount();
  });
});
