import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, OrderPaymentStatus } from '@/lib/generated/prisma/enums';
import {
  addDays,
  colomboToday,
  FROM_AFTER_TO_MESSAGE,
  FROM_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  TO_MESSAGE,
} from '@/lib/stats/schemas';
import { call, type CallOptions, createUser, createUserAndLogIn, expectRefused } from '@/tests/api';
import { setupTestDatabase } from '@/tests/database';
import { setupTestEnv } from '@/tests/env';
import { makeCategory, makeProduct } from '@/tests/catalog';
import { DELIVERY_COLUMNS } from '@/tests/orders';
import { GET as statsRoute } from './route';

/**
 * GET /api/admin/stats against a known data set: users registered and orders placed on chosen days (in Colombo
 * time, +05:30, with instants either side of midnight), orders paid, unpaid, failed and cancelled. Every figure is
 * asserted exactly. Order items (with products, one of them later deleted) make the top products of a range.
 */

setupTestEnv();
const { prisma } = await setupTestDatabase();

/** An instant given as a Colombo day and time. */
const colombo = (day: string, time = '00:00:00.000') => new Date(`${day}T${time}+05:30`);

const today = colomboToday();
// Where the default range (the last 30 days) starts, and the last day before it.
const firstDefaultDay = addDays(today, -29);
const dayBeforeDefault = addDays(today, -30);

const admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Shop Admin' });
const shopper = await createUserAndLogIn({ name: 'Kamal Silva' });
// Both registered early today (not "now": the test must not depend on the minute it runs).
await prisma.user.updateMany({ where: { id: { in: [admin.id, shopper.id] } }, data: { createdAt: colombo(today, '00:01:00.000') } });

async function registeredAt(at: Date) {
  const user = await createUser();
  await prisma.user.update({ where: { id: user.id }, data: { createdAt: at } });
}

// Users in March 2025: one on 1 March, one at the first instant of 2 March, two on 3 March; one at the last instant
// of 28 February (outside a range starting 1 March).
await registeredAt(new Date('2025-03-01T10:00:00Z'));
await registeredAt(colombo('2025-03-02'));
await registeredAt(new Date('2025-03-03T05:00:00Z'));
await registeredAt(new Date('2025-03-03T06:00:00Z'));
await registeredAt(colombo('2025-02-28', '23:59:59.999'));
// Around the default range: its first instant, and the last instant before it.
await registeredAt(colombo(firstDefaultDay));
await registeredAt(colombo(dayBeforeDefault, '23:59:59.999'));

const category = await makeCategory(prisma, { image: null });
const product = (name: string) => makeProduct(prisma, { categoryId: category.id, name });
const tea = await product('Ceylon Tea');
const spice = await product('Cinnamon');
const rice = await product('Rice');
const kettle = await product('Old Kettle');
const lentils = await product('Lentils');

type Item = { product: { id: string; name: string }; quantity: number; unitPrice: string };
const item = (sold: Item['product'], quantity: number, unitPrice: string): Item => ({ product: sold, quantity, unitPrice });

let orders = 0;

/** An order made straight in the database, on a chosen day, with a chosen total, statuses and items. */
async function orderAt(
  at: Date,
  total: string,
  paymentStatus: OrderPaymentStatus,
  deliveryStatus: DeliveryStatus = 'pending',
  items: Item[] = [],
) {
  orders += 1;
  const order = await prisma.order.create({
    data: {
      orderNumber: `ORD-STATS-${String(orders).padStart(2, '0')}`,
      userId: shopper.id,
      userName: `Buyer ${orders}`,
      userEmail: shopper.email,
      paymentStatus,
      deliveryStatus,
      subTotal: total,
      deliveryFee: '0',
      total,
      ...DELIVERY_COLUMNS,
      createdAt: at,
      items: {
        create: items.map((line) => ({ productId: line.product.id, name: line.product.name, unitPrice: line.unitPrice, quantity: line.quantity })),
      },
    },
  });
  return { _id: order.id, orderId: order.orderNumber };
}

// 1 March (Colombo): three paid orders whose sum floating point would get wrong (0.10 + 0.20), the last one in the
// day's last second.
// (The items need not add up to the totals: each figure is read from its own column.)
const paidSmall = await orderAt(new Date('2025-03-01T04:30:00Z'), '0.10', 'completed', 'delivered', [item(tea, 3, '100.00')]);
const paidSmaller = await orderAt(new Date('2025-03-01T06:30:00Z'), '0.20', 'completed', 'shipped', [item(spice, 1, '500.00')]);
const paidLate = await orderAt(colombo('2025-03-01', '23:59:59.000'), '1250.50', 'completed', 'pending', [
  item(tea, 2, '100.00'),
  item(rice, 1, '50.25'),
]);
// 2 March: paid at its first instant (18:30 UTC on 1 March); an unpaid order.
const paidAtMidnight = await orderAt(colombo('2025-03-02'), '760.00', 'completed', 'pending', [item(kettle, 4, '10.00')]);
const unpaid = await orderAt(new Date('2025-03-02T08:00:00Z'), '999.99', 'pending', 'pending', [item(rice, 2, '50.25')]);
// 3 March: failed, paid but cancelled, unpaid and cancelled: none of them is revenue.
const failed = await orderAt(new Date('2025-03-03T08:00:00Z'), '500.00', 'failed', 'pending', [item(lentils, 1, '1.00')]);
const paidCancelled = await orderAt(new Date('2025-03-03T09:00:00Z'), '300.00', 'completed', 'cancelled', [item(tea, 10, '100.00')]);
const unpaidCancelled = await orderAt(new Date('2025-03-03T10:00:00Z'), '480.00', 'pending', 'cancelled', [item(spice, 10, '500.00')]);
// Either side of the range 1-5 March: paid, so in the all-time revenue only.
await orderAt(colombo('2025-02-28', '23:59:59.999'), '1000.00', 'completed', 'delivered', [item(lentils, 50, '1.00')]);
const paidAfterRange = await orderAt(colombo('2025-03-06'), '50.00', 'completed', 'pending', [item(tea, 100, '100.00')]);
// After the sale: Rice is renamed (the lists show a product's name now) and the kettle deleted (its items stay,
// under the name they were sold with, without a product id).
await prisma.product.update({ where: { id: rice.id }, data: { name: 'Red Rice' } });
await prisma.product.delete({ where: { id: kettle.id } });
// 10 January: one unpaid order of twelve products, quantities 1 to 12 at (13 - quantity) × 10 rupees, for the cut at 10.
const dozen = await Promise.all(Array.from({ length: 12 }, (_, index) => product(`Dozen ${String(index + 1).padStart(2, '0')}`)));
await orderAt(
  new Date('2025-01-10T08:00:00Z'),
  '1.00',
  'pending',
  'pending',
  dozen.map((line, index) => item(line, index + 1, `${(12 - index) * 10}.00`)),
);
// Around the default range: paid on its first day, paid the day before it, paid today (the newest).
const paidFirstDefaultDay = await orderAt(colombo(firstDefaultDay), '100.00', 'completed');
const paidBeforeDefault = await orderAt(colombo(dayBeforeDefault, '23:59:59.999'), '40.00', 'completed');
const paidToday = await orderAt(colombo(today, '00:02:00.000'), '760.00', 'completed');

const getStats = (options: CallOptions, query = '') => call(statsRoute, 'GET', `/api/admin/stats${query}`, options);
const asAdmin = { token: admin.token };

// The documented keys and the shop's additions (averageOrderValue, dailyOrders, topProducts).
const DATA_KEYS = [
  'averageOrderValue',
  'dailyOrders',
  'dailyRevenue',
  'dailyUsers',
  'latestOrders',
  'paymentStatus',
  'range',
  'topProducts',
  'totalOrders',
  'totalRevenue',
  'totalUsers',
];

describe('GET /api/admin/stats', () => {
  it('gives the all-time totals: every user and order, revenue from paid orders only, to the cent', async () => {
    const reply = await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Stats fetched successfully' });
    expect(Object.keys(reply.body.data).sort()).toEqual(DATA_KEYS);
    expect(reply.body.data.totalUsers).toBe(9);
    expect(reply.body.data.totalOrders).toBe(14);
    // 1250.80 (1 March) + 760 (2 March) + 1000 + 50 (either side of the range) + 100 + 40 + 760 (recent). Not the
    // unpaid 999.99 and 480, the failed 500, nor the paid but cancelled 300.
    expect(reply.body.data.totalRevenue).toBe(3960.8);
  });

  it('gives the range’s daily revenue per Colombo day, days without revenue as 0', async () => {
    const { data } = (await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body;
    expect(data.range).toEqual({ from: '2025-03-01', to: '2025-03-05' });
    expect(data.dailyRevenue).toEqual([
      { date: '2025-03-01', revenue: 1250.8 },
      { date: '2025-03-02', revenue: 760 },
      { date: '2025-03-03', revenue: 0 },
      { date: '2025-03-04', revenue: 0 },
      { date: '2025-03-05', revenue: 0 },
    ]);
  });

  it('counts the range’s orders by payment status, every status always present', async () => {
    const { data } = (await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body;
    expect(data.paymentStatus).toEqual([
      { status: 'pending', count: 2 },
      { status: 'completed', count: 5 },
      { status: 'failed', count: 1 },
      { status: 'partially_refunded', count: 0 },
      { status: 'refunded', count: 0 },
    ]);
    // A range without orders: zeros, not missing entries.
    const empty = (await getStats(asAdmin, '?from=2024-06-01&to=2024-06-02')).body.data;
    expect(empty.paymentStatus).toEqual([
      { status: 'pending', count: 0 },
      { status: 'completed', count: 0 },
      { status: 'failed', count: 0 },
      { status: 'partially_refunded', count: 0 },
      { status: 'refunded', count: 0 },
    ]);
    expect(empty.dailyRevenue).toEqual([
      { date: '2024-06-01', revenue: 0 },
      { date: '2024-06-02', revenue: 0 },
    ]);
    expect(empty.dailyUsers).toEqual([
      { date: '2024-06-01', count: 0 },
      { date: '2024-06-02', count: 0 },
    ]);
  });

  it('counts the range’s orders per Colombo day, every order whatever its statuses', async () => {
    const { data } = (await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body;
    expect(data.dailyOrders).toEqual([
      { date: '2025-03-01', count: 3 },
      { date: '2025-03-02', count: 2 },
      { date: '2025-03-03', count: 3 },
      { date: '2025-03-04', count: 0 },
      { date: '2025-03-05', count: 0 },
    ]);
  });

  it('gives the range’s average order value: its revenue over the orders that brought it, to the cent', async () => {
    // (1250.80 + 760) / 4 paid orders.
    expect((await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body.data.averageOrderValue).toBe(502.7);
    // 0.10 + 0.20 + 1250.50 over 3: 416.933… is 416.93.
    expect((await getStats(asAdmin, '?from=2025-03-01&to=2025-03-01')).body.data.averageOrderValue).toBe(416.93);
    // Orders but none paid (3 March), and no order at all: nothing to average.
    expect((await getStats(asAdmin, '?from=2025-03-03&to=2025-03-03')).body.data.averageOrderValue).toBeNull();
    expect((await getStats(asAdmin, '?from=2024-06-01&to=2024-06-02')).body.data.averageOrderValue).toBeNull();
  });

  it('ranks the range’s products by quantity and by revenue from the items of orders not cancelled', async () => {
    const { topProducts } = (await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body.data;
    const teaSold = { productId: tea.id, name: 'Ceylon Tea', quantity: 5, revenue: 500 };
    const spiceSold = { productId: spice.id, name: 'Cinnamon', quantity: 1, revenue: 500 };
    // Renamed: its name now. Unpaid orders count (the goods are ordered), cancelled ones do not.
    const riceSold = { productId: rice.id, name: 'Red Rice', quantity: 3, revenue: 150.75 };
    const kettleSold = { productId: null, name: 'Old Kettle', quantity: 4, revenue: 40 };
    const lentilsSold = { productId: lentils.id, name: 'Lentils', quantity: 1, revenue: 1 };
    expect(topProducts.byQuantity).toEqual([teaSold, kettleSold, riceSold, spiceSold, lentilsSold]);
    // Tea and Cinnamon both brought 500: the larger quantity first.
    expect(topProducts.byRevenue).toEqual([teaSold, spiceSold, riceSold, kettleSold, lentilsSold]);
  });

  it('keeps the 10 best of each ranking; ties go to the other figure', async () => {
    const { topProducts } = (await getStats(asAdmin, '?from=2025-01-10&to=2025-01-10')).body.data;
    const names = (list: { name: string }[]) => list.map((entry) => Number(entry.name.slice(-2)));
    expect(names(topProducts.byQuantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    // Quantity q brings q × (13 - q) × 10: 6 and 7 bring 420, 5 and 8 bring 400, ... 1 and 12 bring 120 (cut).
    expect(names(topProducts.byRevenue)).toEqual([7, 6, 8, 5, 9, 4, 10, 3, 11, 2]);
    expect(topProducts.byRevenue[0]).toEqual({ productId: dozen[6]!.id, name: 'Dozen 07', quantity: 7, revenue: 420 });
  });

  it('gives empty rankings, zero orders per day and no average for a range without orders', async () => {
    const { data } = (await getStats(asAdmin, '?from=2024-06-01&to=2024-06-02')).body;
    expect(data.topProducts).toEqual({ byQuantity: [], byRevenue: [] });
    expect(data.dailyOrders).toEqual([
      { date: '2024-06-01', count: 0 },
      { date: '2024-06-02', count: 0 },
    ]);
    expect(data.averageOrderValue).toBeNull();
  });

  it('counts registrations per Colombo day in the range', async () => {
    const { data } = (await getStats(asAdmin, '?from=2025-03-01&to=2025-03-05')).body;
    expect(data.dailyUsers).toEqual([
      { date: '2025-03-01', count: 1 },
      { date: '2025-03-02', count: 1 },
      { date: '2025-03-03', count: 2 },
      { date: '2025-03-04', count: 0 },
      { date: '2025-03-05', count: 0 },
    ]);
  });

  it('takes a range from its first instant to its last (Colombo midnight is 18:30 UTC)', async () => {
    const { data } = (await getStats(asAdmin, '?from=2025-03-02&to=2025-03-02')).body;
    // The order at 23:59:59 on 1 March is out, the one at 00:00:00 on 2 March is in.
    expect(data.dailyRevenue).toEqual([{ date: '2025-03-02', revenue: 760 }]);
    expect(data.paymentStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'failed', count: 0 },
      { status: 'partially_refunded', count: 0 },
      { status: 'refunded', count: 0 },
    ]);
    expect(data.dailyUsers).toEqual([{ date: '2025-03-02', count: 1 }]);
    // The last instant of 28 February and the first of 6 March fall outside 1 to 5 March.
    const february = (await getStats(asAdmin, '?from=2025-02-28&to=2025-02-28')).body.data;
    expect(february.dailyRevenue).toEqual([{ date: '2025-02-28', revenue: 1000 }]);
    expect(february.dailyUsers).toEqual([{ date: '2025-02-28', count: 1 }]);
  });

  it('lists the 10 newest orders, newest first, whatever the range', async () => {
    const { data } = (await getStats(asAdmin, '?from=2024-06-01&to=2024-06-02')).body;
    expect(data.latestOrders.map((order: { orderId: string }) => order.orderId)).toEqual(
      [
        paidToday,
        paidFirstDefaultDay,
        paidBeforeDefault,
        paidAfterRange,
        unpaidCancelled,
        paidCancelled,
        failed,
        unpaid,
        paidAtMidnight,
        paidLate,
      ].map((order) => order.orderId),
    );
    expect(data.latestOrders[5]).toEqual({
      _id: paidCancelled._id,
      orderId: paidCancelled.orderId,
      userName: 'Buyer 7',
      totalAmt: 300,
      payment_status: 'completed',
      delivery_status: 'cancelled',
    });
    expect(data.latestOrders.map((order: { orderId: string }) => order.orderId)).not.toContain(paidSmall.orderId);
    expect(data.latestOrders.map((order: { orderId: string }) => order.orderId)).not.toContain(paidSmaller.orderId);
  });

  it('defaults to the last 30 days ending today (Asia/Colombo)', async () => {
    for (const query of ['', '?from=&to=']) {
      const reply = await getStats(asAdmin, query);
      expect(reply.status).toBe(200);
      const { data } = reply.body;
      expect(data.range).toEqual({ from: firstDefaultDay, to: today });
      expect(data.dailyRevenue).toHaveLength(30);
      expect(data.dailyRevenue[0]).toEqual({ date: firstDefaultDay, revenue: 100 });
      expect(data.dailyRevenue[29]).toEqual({ date: today, revenue: 760 });
      // The order just before the range is not in it.
      expect(data.dailyRevenue.reduce((sum: number, day: { revenue: number }) => sum + day.revenue, 0)).toBe(860);
      expect(data.dailyUsers[0]).toEqual({ date: firstDefaultDay, count: 1 });
      expect(data.dailyUsers[29]).toEqual({ date: today, count: 2 });
      expect(data.dailyUsers.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
      expect(data.paymentStatus).toEqual([
        { status: 'pending', count: 0 },
        { status: 'completed', count: 2 },
        { status: 'failed', count: 0 },
        { status: 'partially_refunded', count: 0 },
        { status: 'refunded', count: 0 },
      ]);
    }
  });

  it('fills in the missing end: `to` alone ends a 30-day range, `from` alone runs to today', async () => {
    expect((await getStats(asAdmin, '?to=2025-03-05')).body.data.range).toEqual({ from: '2025-02-04', to: '2025-03-05' });
    const fromOnly = (await getStats(asAdmin, `?from=${addDays(today, -6)}`)).body.data;
    expect(fromOnly.range).toEqual({ from: addDays(today, -6), to: today });
    expect(fromOnly.dailyRevenue).toHaveLength(7);
  });

  it('takes up to 366 days (a leap year)', async () => {
    const reply = await getStats(asAdmin, '?from=2024-01-01&to=2024-12-31');
    expect(reply.status).toBe(200);
    expect(reply.body.data.dailyRevenue).toHaveLength(366);
  });

  it.each([
    ['a date that does not exist', '?from=2025-02-30&to=2025-03-05', FROM_MESSAGE],
    ['text that is not a date', '?from=yesterday', FROM_MESSAGE],
    ['a date without leading zeros', '?from=2025-3-1&to=2025-03-05', FROM_MESSAGE],
    ['a date with a time', '?from=2025-03-01T00:00:00Z', FROM_MESSAGE],
    ['a bad end date', '?from=2025-03-01&to=2025-13-01', TO_MESSAGE],
    ['from after to', '?from=2025-03-05&to=2025-03-01', FROM_AFTER_TO_MESSAGE],
    ['from after today with no to', `?from=${addDays(today, 1)}`, FROM_AFTER_TO_MESSAGE],
    ['a range of 367 days', '?from=2024-01-01&to=2025-01-01', RANGE_TOO_LONG_MESSAGE],
    ['a range of 100 years', '?from=1926-01-01&to=2026-01-01', RANGE_TOO_LONG_MESSAGE],
    ['a start a century ago with no to', '?from=1926-01-01', RANGE_TOO_LONG_MESSAGE],
  ])('refuses %s with a 400 and its message', async (_label, query, message) => {
    expectRefused(await getStats(asAdmin, query), 400, message);
  });

  it('works with the admin’s cookie session (a read needs no CSRF header)', async () => {
    const reply = await getStats({ cookies: { ...admin, csrfHeader: false } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.totalOrders).toBe(14);
  });

  it('refuses a USER (403) and a guest (401)', async () => {
    expectRefused(await getStats({ token: shopper.token }), 403, 'Access denied! Admins only.');
    expectRefused(await getStats({ cookies: shopper }), 403, 'Access denied! Admins only.');
    expectRefused(await getStats({}), 401, 'Please log in to continue');
  });
});
