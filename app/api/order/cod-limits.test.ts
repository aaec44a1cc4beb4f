import { describe, expect, it } from 'vitest';
import { expectRefused } from '@/tests/api';
import {
  addToCart,
  type BuyNowOptions,
  buyNowOrder,
  makeCoupon,
  makeShopper,
  makeStockedProduct,
  placedOrder as placed,
  placeOrder,
  setupOrdersTest,
  shopSnapshot,
  stockOf,
} from '@/tests/orders';
import { orderRow, updateOrder } from '@/tests/payments';

/**
 * Cash on delivery cannot hoard (issue 33, defect 4): one account has at most MAX_OPEN_COD_ORDERS (3) cash-on-delivery
 * orders waiting for delivery and MAX_UNITS_PER_PRODUCT (10) units of one product in them, a cash-on-delivery order
 * is at most MAX_COD_ORDER_VALUE (Rs 50,000 here), and the admins hear when one account cancels CANCELLATION_ALERT_COUNT
 * (3) of its orders within 24 hours. Card orders keep their own path (holds.test.ts).
 */

const { prisma, admin, category } = await setupOrdersTest({
  maxOpenUnpaidOrders: 3,
  codLimits: { maxOpenCodOrders: 3, maxUnitsPerProduct: 10, maxCodOrderValue: 50_000, cancellationAlertCount: 3 },
});

const OPEN_CAP =
  'You can have at most 3 cash-on-delivery orders waiting for delivery. Please wait until one arrives, cancel one, or pay for this order by card.';
const VALUE_CAP = 'Cash on delivery is available for orders up to Rs. 50,000.00. Please pay for this order by card.';
const unitsCap = (name: string, held: number, room: number) =>
  `You can have at most 10 of ${name} in cash-on-delivery orders waiting for delivery${held > 0 ? ` (${held} already on the way to you)` : ''}. ` +
  (room > 0 ? `Please order at most ${room}, or pay by card.` : 'Please pay by card, or wait until they arrive.');

type Shopper = Awaited<ReturnType<typeof makeShopper>>;

const product = (options: { name?: string; price?: string; stock?: number } = {}) =>
  makeStockedProduct(prisma, category.id, { name: options.name ?? 'Ceylon Black Tea', price: options.price ?? '250.00', stock: options.stock ?? 100 });

/** A buy-now order, cash on delivery unless told. */
const buyNow = (shopper: Shopper, productId: string, options: Partial<BuyNowOptions> = {}) => buyNowOrder(shopper, productId, { paymentMethod: 'cod', ...options });

const setDelivery = (orderId: string, status: 'shipped' | 'delivered' | 'cancelled') =>
  updateOrder(orderId, { delivery_status: status, ...(status === 'shipped' && { courier: 'Domex', tracking_number: 'DX123' }) }, { token: admin.token });

const cancelOwn = (shopper: Shopper, orderId: string) => updateOrder(orderId, { delivery_status: 'cancelled' }, { token: shopper.token });

const alertsAbout = async (email: string) =>
  (await prisma.notification.findMany({ where: { audience: 'ADMIN', type: 'account' } })).filter(
    (notification) => (notification.meta as { customer?: string } | null)?.customer === email,
  );

describe('open cash-on-delivery orders per account', () => {
  it('are capped at 3: the 4th answers 409 and changes nothing; delivery or cancelling makes room, shipping does not', async () => {
    const shopper = await makeShopper(prisma, 'Cod Hoarder');
    const tea = await product();
    const orders = [];
    for (let count = 0; count < 3; count += 1) orders.push(await placed(await buyNow(shopper, tea.id)));
    const before = await shopSnapshot(prisma);

    expectRefused(await buyNow(shopper, tea.id), 409, OPEN_CAP);
    expect(await shopSnapshot(prisma)).toEqual(before);
    // Another shopper is not affected.
    await placed(await buyNow(await makeShopper(prisma, 'Cod Neighbour'), tea.id));

    // A shipped order is still waiting for delivery (and payment at the door).
    expect((await setDelivery(orders[0]!._id, 'shipped')).status).toBe(200);
    expectRefused(await buyNow(shopper, tea.id), 409, OPEN_CAP);
    expect((await setDelivery(orders[0]!._id, 'delivered')).status).toBe(200);
    orders.push(await placed(await buyNow(shopper, tea.id)));
    expectRefused(await buyNow(shopper, tea.id), 409, OPEN_CAP);
    expect((await cancelOwn(shopper, orders[1]!._id)).status).toBe(200);
    await placed(await buyNow(shopper, tea.id));
  });

  it('hold under parallel requests: with 1 open, 5 at once give two more orders and three 409s', async () => {
    const shopper = await makeShopper(prisma, 'Cod At Once');
    const tea = await product({ stock: 50 });
    await placed(await buyNow(shopper, tea.id));

    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => buyNow(shopper, tea.id)));

    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(replies.filter((reply) => reply.status === 409).map((reply) => reply.body.message)).toEqual([OPEN_CAP, OPEN_CAP, OPEN_CAP]);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(3);
    expect(await stockOf(prisma, tea.id)).toBe(47);
  });

  it('bound one account’s share of a coupon: with limit 5 and no per-shopper limit, its 4th order is refused and counts no use', async () => {
    const shopper = await makeShopper(prisma, 'Coupon Collector');
    const tea = await product();
    const coupon = await makeCoupon(prisma, { usageLimit: 5 });
    for (let count = 0; count < 3; count += 1) await placed(await buyNow(shopper, tea.id, { couponCode: coupon.code }));
    const before = await shopSnapshot(prisma);

    expectRefused(await buyNow(shopper, tea.id, { couponCode: coupon.code }), 409, OPEN_CAP);

    expect(await shopSnapshot(prisma)).toEqual(before);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(3);
  });
});

describe('units of one product per account', () => {
  it('are capped at 10 across its undelivered cash-on-delivery orders, cart or buy now; refusals change nothing', async () => {
    const shopper = await makeShopper(prisma, 'Unit Hoarder');
    const tea = await product({ name: 'Dimbula Tea' });
    const rice = await product({ name: 'Red Kekulu Rice' });
    const before = await shopSnapshot(prisma);
    expectRefused(await buyNow(shopper, tea.id, { quantity: 11 }), 409, unitsCap('Dimbula Tea', 0, 10));
    expect(await shopSnapshot(prisma)).toEqual(before);

    const first = await placed(await buyNow(shopper, tea.id, { quantity: 8 }));
    await addToCart(prisma, shopper.id, rice.id, 5);
    await addToCart(prisma, shopper.id, tea.id, 3);
    const withCart = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod: 'cod' }), 409, unitsCap('Dimbula Tea', 8, 2));
    expect(await shopSnapshot(prisma)).toEqual(withCart);
    expect(await stockOf(prisma, rice.id)).toBe(100);

    await prisma.cartItem.updateMany({ where: { userId: shopper.id, productId: tea.id }, data: { quantity: 2 } });
    await placed(await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod: 'cod' }));
    expectRefused(await buyNow(shopper, tea.id), 409, unitsCap('Dimbula Tea', 10, 0));

    // Delivered units are the shopper's; they no longer count.
    expect((await setDelivery(first._id, 'delivered')).status).toBe(200);
    await placed(await buyNow(shopper, tea.id, { quantity: 8 }));
    expect(await stockOf(prisma, tea.id)).toBe(82);
  });

  it('hold under parallel requests: with 8 held, three orders of 2 at once give one more order', async () => {
    const shopper = await makeShopper(prisma, 'Units At Once');
    const tea = await product();
    await placed(await buyNow(shopper, tea.id, { quantity: 8 }));

    const replies = await Promise.all([1, 2, 3].map(() => buyNow(shopper, tea.id, { quantity: 2 })));

    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    expect(await stockOf(prisma, tea.id)).toBe(90);
  });
});

describe('the value of a cash-on-delivery order', () => {
  it('is at most Rs 50,000 with its delivery fee: above answers 400 and changes nothing, at the limit is placed', async () => {
    const shopper = await makeShopper(prisma, 'Big Spender');
    const gem = await product({ name: 'Blue Sapphire Pendant', price: '25000.00', stock: 5 });
    const fits = await product({ name: 'Gold Chain', price: '24860.00', stock: 5 });
    const before = await shopSnapshot(prisma);

    expectRefused(await buyNow(shopper, gem.id, { quantity: 2 }), 400, VALUE_CAP);

    expect(await shopSnapshot(prisma)).toEqual(before);
    const order = await placed(await buyNow(shopper, fits.id, { quantity: 2 }));
    expect((await orderRow(prisma, order._id)).total.toFixed(2)).toBe('50000.00');
  });
});

describe('the card path', () => {
  it('is unchanged: no cash-on-delivery cap applies to card orders, and card orders use up none of them', async () => {
    const shopper = await makeShopper(prisma, 'Card Payer');
    const tea = await product({ price: '30000.00' });
    for (let count = 0; count < 3; count += 1) await placed(await buyNow(shopper, tea.id, { quantity: 1 }));

    // With 3 open COD orders, a 4th order of 20 units for Rs 600,280: above every COD cap, none of them a card order's.
    await placed(await buyNow(shopper, tea.id, { quantity: 20, paymentMethod: 'card' }));
    expect(await stockOf(prisma, tea.id)).toBe(77);

    // Card orders use up no COD room: after 3 card orders of 5, cash on delivery still takes 3 orders and 10 units.
    const other = await makeShopper(prisma, 'Card Then Cod');
    const rice = await product({ name: 'Samba Rice' });
    for (let count = 0; count < 3; count += 1) await placed(await buyNow(other, rice.id, { quantity: 5, paymentMethod: 'card' }));
    for (const quantity of [8, 1, 1]) await placed(await buyNow(other, rice.id, { quantity }));
    expect(await stockOf(prisma, rice.id)).toBe(75);
  });
});

describe('repeated cancellations by one account', () => {
  it('tell the admins once, at the 3rd of its own within 24 hours; admin cancellations and older ones do not count', async () => {
    const shopper = await makeShopper(prisma, 'Serial Canceller');
    const tea = await product();
    const orders = [];
    // Three of each: each method's cap is 3.
    for (let count = 0; count < 6; count += 1) orders.push(await placed(await buyNow(shopper, tea.id, { paymentMethod: count % 2 ? 'card' : 'cod' })));

    expect((await cancelOwn(shopper, orders[0]!._id)).status).toBe(200);
    // Over a day ago: out of the window.
    await prisma.order.update({ where: { id: orders[0]!._id }, data: { shopperCancelledAt: new Date(Date.now() - 25 * 3600_000) } });
    expect((await setDelivery(orders[1]!._id, 'cancelled')).status).toBe(200);
    expect((await cancelOwn(shopper, orders[2]!._id)).status).toBe(200);
    expect((await cancelOwn(shopper, orders[3]!._id)).status).toBe(200);
    expect(await alertsAbout(shopper.email)).toEqual([]);

    expect((await cancelOwn(shopper, orders[4]!._id)).status).toBe(200);
    const alerts = await alertsAbout(shopper.email);
    expect(alerts.map(({ message, meta }) => ({ message, meta }))).toEqual([
      {
        message: 'Serial Canceller cancelled 3 of their orders within 24 hours: check the account before sending them more',
        meta: { customer: shopper.email, cancellations: 3, orderId: orders[4]!.orderId },
      },
    ]);

    expect((await cancelOwn(shopper, orders[5]!._id)).status).toBe(200);
    expect(await alertsAbout(shopper.email)).toHaveLength(1);
  });

  it('tell the admins once when three cancellations of orders of different products arrive at once', async () => {
    const shopper = await makeShopper(prisma, 'Canceller At Once');
    // Different products, so no product's row lock puts the cancellations in turn: only the account's lock does.
    const products = await Promise.all(['Kithul Treacle', 'Goraka', 'Cinnamon Quills'].map((name) => product({ name })));
    const orders = [];
    for (const { id } of products) orders.push(await placed(await buyNow(shopper, id)));

    const replies = await Promise.all(orders.map((order) => cancelOwn(shopper, order._id)));

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(await alertsAbout(shopper.email)).toHaveLength(1);
    for (const { id } of products) expect(await stockOf(prisma, id)).toBe(100);
  });
});
