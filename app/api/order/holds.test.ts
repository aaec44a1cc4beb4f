import { describe, expect, it } from 'vitest';
import { POST as applyRoute } from '@/app/api/coupon/apply/route';
import { releaseExpiredHolds } from '@/lib/orders/holds';
import { call, expectRefused } from '@/tests/api';
import { addToCart, type BuyNowOptions, buyNowOrder, makeCoupon, makeShopper, makeStockedProduct, placedOrder as placed, setupOrdersTest, stockOf } from '@/tests/orders';
import { confirmPayment, createIntent, orderRow, paymentsOf, updateOrder } from '@/tests/payments';

/**
 * Stock holds and coupon uses (issue 13, defect 9): an unpaid card order releases its stock after ORDER_HOLD_MINUTES
 * (30), one account has at most MAX_OPEN_UNPAID_ORDERS (3 here) open unpaid card orders, a coupon use comes back when
 * its order is cancelled before payment, and a coupon may be limited per shopper.
 */

const { prisma, admin, category } = await setupOrdersTest({ maxOpenUnpaidOrders: 3 });

const MINUTE = 60_000;
const HOLD = 30 * MINUTE;
const EXPIRED = 'This order expired: it was not paid within 30 minutes, so its items were released. Please order again.';
const CAP = 'You already have 3 unpaid card orders: pay or cancel one of them before placing another';
const PAYS = '4242 4242 4242 4242';

type Shopper = Awaited<ReturnType<typeof makeShopper>>;

const product = (stock = 100) => makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', stock });

/** A buy-now order of `quantity` of `productId`, by card unless told: Rs 250 each plus Rs 280 delivery. */
const buyNow = (shopper: Shopper, productId: string, options: Partial<BuyNowOptions> = {}) => buyNowOrder(shopper, productId, { paymentMethod: 'card', ...options });

const usedCount = async (couponId: string) => (await prisma.coupon.findUniqueOrThrow({ where: { id: couponId } })).usedCount;

/** Moves an order's placing time back, as if it had been placed `ago` milliseconds ago. */
const placedAgo = (orderId: string, ago: number) => prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - ago) } });

const noticesAbout = async (orderNumber: string) =>
  (await prisma.notification.findMany({ orderBy: { createdAt: 'asc' } }))
    .filter((notification) => (notification.meta as { orderId?: string } | null)?.orderId === orderNumber)
    .map(({ audience, userId, message }) => ({ audience, userId, message }));

describe('the hold of an unpaid card order', () => {
  it('ends after 30 minutes: the sweep cancels it, returns its stock and coupon use, and tells the shopper and the admins', async () => {
    const shopper = await makeShopper(prisma, 'Hold Expiry');
    const tea = await product(10);
    const coupon = await makeCoupon(prisma, { usageLimit: 5 });
    const order = await placed(await buyNow(shopper, tea.id, { quantity: 4, couponCode: coupon.code }));
    const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
    expect(intent.status).toBe(200);
    const cod = await placed(await buyNow(shopper, tea.id, { quantity: 1, paymentMethod: 'cod' }));
    expect(await stockOf(prisma, tea.id)).toBe(5);
    expect(await usedCount(coupon.id)).toBe(1);

    // Within the hold nothing happens.
    expect(await releaseExpiredHolds(new Date(Date.now() + HOLD - MINUTE))).toBe(0);
    expect((await orderRow(prisma, order._id)).deliveryStatus).toBe('pending');

    const released = await releaseExpiredHolds(new Date(Date.now() + HOLD + MINUTE));

    expect(released).toBe(1);
    expect(await orderRow(prisma, order._id)).toMatchObject({ deliveryStatus: 'cancelled', paymentStatus: 'pending' });
    expect(await stockOf(prisma, tea.id)).toBe(9);
    expect(await usedCount(coupon.id)).toBe(0);
    // Cash on delivery is unpaid by design: it is not held.
    expect((await orderRow(prisma, cod._id)).deliveryStatus).toBe('pending');
    // The gateway's intent is cancelled, so it can no longer be paid.
    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId: intent.body.paymentIntentId, status: 'failed' })]);
    expect(await noticesAbout(order.orderId)).toEqual(
      expect.arrayContaining([
        {
          audience: 'USER',
          userId: shopper.id,
          message: `Your order ${order.orderId} was cancelled: it was not paid within 30 minutes, so its items were released`,
        },
        { audience: 'ADMIN', userId: null, message: `Order ${order.orderId} was cancelled: not paid within 30 minutes, its stock was released` },
      ]),
    );
    // A second sweep (another instance) finds nothing more to do.
    expect(await releaseExpiredHolds(new Date(Date.now() + HOLD + MINUTE))).toBe(0);
    expect(await stockOf(prisma, tea.id)).toBe(9);
  });

  it('leaves paid, cancelled and shipped card orders alone', async () => {
    const shopper = await makeShopper(prisma, 'Hold Others');
    const tea = await product(10);
    const paid = await placed(await buyNow(shopper, tea.id));
    const intent = await createIntent({ orderId: paid._id }, { token: shopper.token });
    expect((await confirmPayment({ paymentIntentId: intent.body.paymentIntentId, cardNumber: PAYS }, { token: shopper.token })).status).toBe(200);
    const cancelled = await placed(await buyNow(shopper, tea.id));
    expect((await updateOrder(cancelled._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    const shipped = await placed(await buyNow(shopper, tea.id));
    expect((await updateOrder(shipped._id, { delivery_status: 'shipped', courier: 'Domex', tracking_number: 'DX-1001' }, { token: admin.token })).status).toBe(200);
    const stock = await stockOf(prisma, tea.id);

    await releaseExpiredHolds(new Date(Date.now() + HOLD + MINUTE));

    expect(await stockOf(prisma, tea.id)).toBe(stock);
    expect((await orderRow(prisma, paid._id)).deliveryStatus).toBe('pending');
    expect((await orderRow(prisma, shipped._id)).deliveryStatus).toBe('shipped');
  });

  it('an expired order cannot be paid: 409 with the reason, before and after the sweep', async () => {
    const shopper = await makeShopper(prisma, 'Late Payer');
    const tea = await product(10);
    const order = await placed(await buyNow(shopper, tea.id));
    const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
    expect(intent.status).toBe(200);
    await placedAgo(order._id, HOLD + MINUTE);

    // Not swept yet: the hold is over all the same.
    expectRefused(await createIntent({ orderId: order._id }, { token: shopper.token }), 409, EXPIRED);
    expectRefused(await confirmPayment({ paymentIntentId: intent.body.paymentIntentId, cardNumber: PAYS }, { token: shopper.token }), 409, EXPIRED);

    expect(await releaseExpiredHolds()).toBe(1);
    expectRefused(await createIntent({ orderId: order._id }, { token: shopper.token }), 409, EXPIRED);
    expect((await orderRow(prisma, order._id)).paymentStatus).toBe('pending');
  });

  it('is released once when two sweeps run at once (two instances): each order cancelled, its stock and notices given once', async () => {
    const tea = await product(20);
    const orders = [];
    for (const name of ['Hold Race One', 'Hold Race Two']) {
      const shopper = await makeShopper(prisma, name);
      for (const quantity of [1, 2, 3]) orders.push(await placed(await buyNow(shopper, tea.id, { quantity })));
    }
    expect(await stockOf(prisma, tea.id)).toBe(8);
    for (const order of orders) await placedAgo(order._id, HOLD + MINUTE);

    const [first, second] = await Promise.all([releaseExpiredHolds(), releaseExpiredHolds()]);

    expect(first + second).toBe(orders.length);
    expect(await stockOf(prisma, tea.id)).toBe(20);
    for (const order of orders) {
      expect((await orderRow(prisma, order._id)).deliveryStatus).toBe('cancelled');
      expect((await noticesAbout(order.orderId)).filter(({ message }) => message.includes('was cancelled'))).toHaveLength(2);
    }
  });
});

describe('open unpaid card orders per account', () => {
  it('are capped at 3: the 4th answers 409 and changes nothing; paying, cancelling or expiry makes room', async () => {
    const shopper = await makeShopper(prisma, 'Hoarder');
    const tea = await product(500);
    const orders = [];
    for (let count = 0; count < 3; count += 1) orders.push(await placed(await buyNow(shopper, tea.id, { quantity: 99 })));
    expect(await stockOf(prisma, tea.id)).toBe(203);

    expectRefused(await buyNow(shopper, tea.id, { quantity: 99 }), 409, CAP);
    expect(await stockOf(prisma, tea.id)).toBe(203);
    // Cash on delivery is not held, hence not capped; another shopper is not affected.
    await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod' }));
    await placed(await buyNow(await makeShopper(prisma, 'Neighbour'), tea.id));

    expect((await updateOrder(orders[0]!._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    orders.push(await placed(await buyNow(shopper, tea.id)));
    expectRefused(await buyNow(shopper, tea.id), 409, CAP);

    // An order past its hold no longer counts, even before the sweep has run.
    await placedAgo(orders[1]!._id, HOLD + MINUTE);
    await placed(await buyNow(shopper, tea.id));
  });

  it('holds under concurrency: with 2 open, 4 card orders at once give one more order and three 409s', async () => {
    const shopper = await makeShopper(prisma, 'Hoarder At Once');
    const tea = await product(100);
    for (let count = 0; count < 2; count += 1) await placed(await buyNow(shopper, tea.id));

    const replies = await Promise.all([1, 2, 3, 4].map(() => buyNow(shopper, tea.id)));

    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(3);
    expect(await stockOf(prisma, tea.id)).toBe(97);
  });
});

describe('a coupon use', () => {
  it('comes back when the order is cancelled before payment, by the shopper or by an admin', async () => {
    const shopper = await makeShopper(prisma, 'Coupon Canceller');
    const tea = await product(10);
    const coupon = await makeCoupon(prisma, { usageLimit: 3 });
    const orders = [];
    for (let count = 0; count < 3; count += 1) {
      orders.push(await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code })));
    }
    expect(await usedCount(coupon.id)).toBe(3);

    expect((await updateOrder(orders[0]!._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(2);
    expect((await updateOrder(orders[1]!._id, { delivery_status: 'cancelled' }, { token: admin.token })).status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(1);
    // The uses given back can be used again.
    await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code }));
    expect(await usedCount(coupon.id)).toBe(2);
    // An admin restoring a cancelled order counts its use again.
    expect((await updateOrder(orders[1]!._id, { delivery_status: 'pending' }, { token: admin.token })).status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(3);
  });

  it('stays counted when a paid order is cancelled (the discount was taken)', async () => {
    const shopper = await makeShopper(prisma, 'Paid Then Cancelled');
    const tea = await product(10);
    const coupon = await makeCoupon(prisma, { usageLimit: 3 });
    const order = await placed(await buyNow(shopper, tea.id, { couponCode: coupon.code }));
    const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
    expect((await confirmPayment({ paymentIntentId: intent.body.paymentIntentId, cardNumber: PAYS }, { token: shopper.token })).status).toBe(200);

    expect((await updateOrder(order._id, { delivery_status: 'cancelled' }, { token: admin.token })).status).toBe(200);

    expect(await usedCount(coupon.id)).toBe(1);
  });
});

describe('a per-shopper coupon limit', () => {
  const limited = (perShopperLimit: number, usageLimit = 0) =>
    prisma.coupon.create({
      data: { code: `ONCE${Date.now()}${Math.floor(Math.random() * 1000)}`, discountPercent: 10, expiryDate: new Date(Date.now() + 7 * 24 * 3600_000), usageLimit, perShopperLimit },
    });

  it('caps one account’s uses; cancelled unpaid orders do not count; other shoppers are not affected', async () => {
    const shopper = await makeShopper(prisma, 'Coupon Once');
    const tea = await product(20);
    const coupon = await limited(1);
    const refused = `You have already used coupon ${coupon.code} as many times as it allows per shopper`;
    const first = await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code }));

    const stock = await stockOf(prisma, tea.id);
    expectRefused(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code.toLowerCase() }), 400, refused);
    expect(await stockOf(prisma, tea.id)).toBe(stock);
    expect(await usedCount(coupon.id)).toBe(1);
    await placed(await buyNow(await makeShopper(prisma, 'Coupon Other'), tea.id, { paymentMethod: 'cod', couponCode: coupon.code }));

    expect((await updateOrder(first._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code }));
  });

  it('holds under concurrency: two orders at once with a limit-1 coupon, one wins', async () => {
    const shopper = await makeShopper(prisma, 'Coupon Racer');
    // Two products, so that nothing but the coupon makes the two orders wait for each other.
    const [tea, spice] = [await product(20), await product(20)];
    const coupon = await limited(1);

    const replies = await Promise.all([tea, spice].map((bought) => buyNow(shopper, bought.id, { paymentMethod: 'cod', couponCode: coupon.code })));

    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await prisma.order.count({ where: { userId: shopper.id, couponId: coupon.id } })).toBe(1);
    expect((await stockOf(prisma, tea.id)) + (await stockOf(prisma, spice.id))).toBe(39);
  });

  it('applies to POST /api/coupon/apply too', async () => {
    const shopper = await makeShopper(prisma, 'Coupon Applier');
    const tea = await product(20);
    const coupon = await limited(1);
    await placed(await buyNow(shopper, tea.id, { paymentMethod: 'cod', couponCode: coupon.code }));
    await addToCart(prisma, shopper.id, tea.id, 1);
    const reply = await call(applyRoute, 'POST', '/api/coupon/apply', { json: { couponCode: coupon.code }, token: shopper.token });
    expectRefused(reply, 400, `You have already used coupon ${coupon.code} as many times as it allows per shopper`);
  });
});
