import { describe, expect, it, vi } from 'vitest';
import { GET as statsRoute } from '@/app/api/admin/stats/route';
import { testGateway } from '@/lib/gateway/test-gateway';
import { colomboToday } from '@/lib/stats/schemas';
import { call, expectRefused } from '@/tests/api';
import { makeShopper, placeOrder, setupOrdersTest, addToCart, makeStockedProduct } from '@/tests/orders';
import { confirmPayment, createIntent, orderRow, placeCardOrder, postRefund, refundsOf, updateOrder } from '@/tests/payments';

/**
 * POST /api/payments/refund on the built-in test gateway: full and partial refunds, the amount's rules, the cap under
 * parallel requests, who may refund, manual refunds of cash on delivery, a gateway failure taken back, and the
 * statistics net of refunds.
 */

const { prisma, admin, category } = await setupOrdersTest();
const shopper = await makeShopper(prisma, 'Kamal Silva');
const asAdmin = { token: admin.token };

/** A card order of Rs 260.00 (250 + 10 delivery), paid with the test card. */
async function paidOrder() {
  const order = await placeCardOrder(prisma, category.id, shopper);
  const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
  expect(intent.status).toBe(200);
  const intentId = intent.body.paymentIntentId as string;
  expect((await confirmPayment({ paymentIntentId: intentId, cardNumber: '4242424242424242' }, { token: shopper.token })).status).toBe(200);
  return { ...order, intentId };
}

/** A cash-on-delivery order of Rs 260.00. */
async function codOrder() {
  const product = await makeStockedProduct(prisma, category.id, { name: 'Kithul Treacle', price: '250.00', stock: 100 });
  await addToCart(prisma, shopper.id, product.id, 1);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });
  expect(reply.status).toBe(201);
  return reply.body.data as { _id: string; orderId: string; totalAmt: number };
}

const refundState = async (orderId: string) => {
  const row = await orderRow(prisma, orderId);
  return { paymentStatus: row.paymentStatus, refundedAmount: row.refundedAmount.toFixed(2) };
};

const shopperNotices = async () =>
  (await prisma.notification.findMany({ where: { userId: shopper.id, message: { startsWith: 'Refund of' } }, orderBy: { createdAt: 'asc' } })).map(
    (notification) => notification.message,
  );

describe('POST /api/payments/refund', () => {
  it('refunds the whole payment by default: refunded, through the gateway with the refund id as idempotency key, shopper told', async () => {
    const order = await paidOrder();
    const before = (await shopperNotices()).length;
    const reply = await postRefund({ orderId: order._id, reason: 'Out of stock after all' }, asAdmin);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Order refunded in full' });
    expect(reply.body.data).toMatchObject({ _id: order._id, payment_status: 'refunded', refunded_amount: 260 });

    const [refund, ...others] = await refundsOf(prisma, order._id);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ gateway: 'TEST', status: 'succeeded', reason: 'Out of stock after all', createdBy: admin.id });
    expect(refund!.amount.toFixed(2)).toBe('260.00');
    expect(refund!.idempotencyKey).toBe(`refund-${refund!.id}`);
    expect(refund!.gatewayRefundId).toMatch(/^re_test_\w+$/);
    expect((await shopperNotices()).slice(before)).toEqual([`Refund of Rs. 260.00 issued for order ${order.orderId}`]);
    // And by mail, once per refund (the outbox's key), with the amount (in cents) and the reason.
    const mails = await prisma.orderMail.findMany({ where: { orderId: order._id, kind: 'refunded' } });
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([`refunded:${refund!.id}`]);
    expect(mails[0]!.facts).toMatchObject({ amount: 26000, reason: 'Out of stock after all' });

    // Nothing left: asking again is a conflict, any amount is more than is left.
    expectRefused(await postRefund({ orderId: order._id, reason: 'Again' }, asAdmin), 409, 'This order has been refunded in full');
    expectRefused(await postRefund({ orderId: order._id, amount: 1, reason: 'Again' }, asAdmin), 400, 'The refund amount is more than what is left to refund (Rs. 0.00)');
    // Still paid: it cannot be paid again, nor can its status be set by hand.
    expectRefused(await createIntent({ orderId: order._id }, { token: shopper.token }), 409, 'This order is already paid');
    expectRefused(await updateOrder(order._id, { payment_status: 'completed' }, asAdmin), 409, 'This order has refunds: its payment status follows them');
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'refunded', refundedAmount: '260.00' });
  });

  it('refunds in part, then the rest (by order number); more than is left is a 400 that changes nothing', async () => {
    const order = await paidOrder();
    const first = await postRefund({ orderId: order._id, amount: 100, reason: 'One packet was damaged' }, asAdmin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Refund issued', data: { payment_status: 'partially_refunded', refunded_amount: 100 } });

    expectRefused(
      await postRefund({ orderId: order.orderId, amount: 160.01, reason: 'Too much' }, asAdmin),
      400,
      'The refund amount is more than what is left to refund (Rs. 160.00)',
    );
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '100.00' });

    const rest = await postRefund({ orderId: order.orderId, amount: '160.00', reason: 'The rest' }, asAdmin);
    expect(rest.body.data).toMatchObject({ payment_status: 'refunded', refunded_amount: 260 });
    expect((await refundsOf(prisma, order._id)).map((refund) => [refund.amount.toFixed(2), refund.status])).toEqual([
      ['100.00', 'succeeded'],
      ['160.00', 'succeeded'],
    ]);
  });

  it('defaults to what is left after a partial refund', async () => {
    const order = await paidOrder();
    await postRefund({ orderId: order._id, amount: 60.5, reason: 'Late delivery' }, asAdmin);
    const reply = await postRefund({ orderId: order._id, amount: null, reason: 'Cancelled' }, asAdmin);
    expect(reply.body.data).toMatchObject({ payment_status: 'refunded', refunded_amount: 260 });
    expect((await refundsOf(prisma, order._id)).map((refund) => refund.amount.toFixed(2))).toEqual(['60.50', '199.50']);
  });

  it('never refunds more than was paid under parallel requests: of 5 refunds of 60% at once exactly one succeeds', async () => {
    const order = await paidOrder();
    const replies = await Promise.all(Array.from({ length: 5 }, () => postRefund({ orderId: order._id, amount: 156, reason: 'Parallel' }, asAdmin)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const reply of replies.filter((refused) => refused.status === 400)) {
      expect(reply.body.message).toBe('The refund amount is more than what is left to refund (Rs. 104.00)');
    }
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '156.00' });
    expect((await refundsOf(prisma, order._id)).map((refund) => refund.status)).toEqual(['succeeded']);
  });

  it('takes the reservation back when the gateway fails: 409, nothing refunded, the refund recorded as failed', async () => {
    const order = await paidOrder();
    const spy = vi.spyOn(testGateway, 'refund').mockRejectedValueOnce(new Error('Gateway unreachable'));
    try {
      const reply = await postRefund({ orderId: order._id, amount: 50, reason: 'Try' }, asAdmin);
      expectRefused(reply, 409, 'The payment provider could not make the refund (Gateway unreachable). Nothing was refunded.');
    } finally {
      spy.mockRestore();
    }
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
    expect(await refundsOf(prisma, order._id)).toEqual([expect.objectContaining({ status: 'failed', failureMessage: 'Gateway unreachable' })]);
    // The money is still there to refund.
    expect((await postRefund({ orderId: order._id, reason: 'Again' }, asAdmin)).body.data).toMatchObject({ refunded_amount: 260 });
  });

  it('refuses an order that is not paid (409) and an unknown one (404)', async () => {
    const unpaid = await placeCardOrder(prisma, category.id, shopper);
    expectRefused(await postRefund({ orderId: unpaid._id, reason: 'No' }, asAdmin), 409, 'This order is not paid: there is nothing to refund');
    const cod = await codOrder();
    expectRefused(await postRefund({ orderId: cod._id, amount: 10, reason: 'No' }, asAdmin), 409, 'This order is not paid: there is nothing to refund');
    expectRefused(await postRefund({ orderId: 'ORD-NOPE', reason: 'No' }, asAdmin), 404, 'Order not found');
    expect(await refundsOf(prisma, unpaid._id)).toEqual([]);
  });

  it('records a manual refund of a cash-on-delivery order whose payment is completed (no gateway)', async () => {
    const order = await codOrder();
    expect((await updateOrder(order._id, { delivery_status: 'delivered', payment_status: 'completed' }, asAdmin)).status).toBe(200);
    const spy = vi.spyOn(testGateway, 'refund');
    try {
      const reply = await postRefund({ orderId: order._id, amount: 50, reason: 'Broken jar, cash given back' }, asAdmin);
      expect(reply.body.data).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 50 });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await refundsOf(prisma, order._id)).toEqual([
      expect.objectContaining({ gateway: 'MANUAL', status: 'succeeded', paymentId: null, gatewayRefundId: null, reason: 'Broken jar, cash given back' }),
    ]);
  });

  it('is for admins only: 401 without a session, 403 for a shopper, nothing changed', async () => {
    const order = await paidOrder();
    expectRefused(await postRefund({ orderId: order._id, reason: 'Mine' }), 401);
    expectRefused(await postRefund({ orderId: order._id, reason: 'Mine' }, { token: shopper.token }), 403);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no orderId', { orderId: undefined, reason: 'x' }, 'Order ID is required'],
    ['no reason', { amount: 10 }, 'A reason for the refund is required'],
    ['a blank reason', { amount: 10, reason: '   ' }, 'A reason for the refund is required'],
    ['a reason of 501 characters', { amount: 10, reason: 'x'.repeat(501) }, 'The reason can be at most 500 characters'],
    ['amount 0', { amount: 0, reason: 'x' }, 'Refund amount must be more than Rs. 0'],
    ['a negative amount', { amount: -5, reason: 'x' }, 'Refund amount must be more than Rs. 0'],
    ['an amount of text', { amount: 'ten', reason: 'x' }, 'Refund amount must be a number of rupees'],
    ['three decimals', { amount: 10.005, reason: 'x' }, 'Refund amount can have at most 2 decimals'],
    // Text Number() reads as a number: '0x10' refunded Rs 16.
    ...['0x10', '1e1', 'Infinity', '1_000', '١٢'].map((amount): [string, Record<string, unknown>, string] => [`amount ${JSON.stringify(amount)}`, { amount, reason: 'x' }, 'Refund amount must be a number of rupees']),
  ])('refuses %s with a 400 and changes nothing', async (_, body, message) => {
    const order = await paidOrder();
    expectRefused(await postRefund({ orderId: order._id, ...body }, asAdmin), 400, message);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
    expect(await refundsOf(prisma, order._id)).toEqual([]);
  });
});

describe('statistics net of refunds', () => {
  it('takes refunds off the revenue of the day the order was placed; a fully refunded order is no paid order', async () => {
    const today = colomboToday();
    const stats = async () => {
      const reply = await call(statsRoute, 'GET', `/api/admin/stats?from=${today}&to=${today}`, asAdmin);
      expect(reply.status).toBe(200);
      return reply.body.data as { totalRevenue: number; dailyRevenue: { revenue: number }[]; paymentStatus: { status: string; count: number }[] };
    };
    const count = (figures: Awaited<ReturnType<typeof stats>>, status: string) => figures.paymentStatus.find((entry) => entry.status === status)!.count;
    const before = await stats();
    const order = await paidOrder();
    const paid = await stats();
    expect(paid.totalRevenue).toBeCloseTo(before.totalRevenue + 260, 2);

    await postRefund({ orderId: order._id, amount: 100, reason: 'Part' }, asAdmin);
    const partly = await stats();
    expect(partly.totalRevenue).toBeCloseTo(before.totalRevenue + 160, 2);
    expect(partly.dailyRevenue[0]!.revenue).toBeCloseTo(before.dailyRevenue[0]!.revenue + 160, 2);
    expect(count(partly, 'partially_refunded')).toBe(count(before, 'partially_refunded') + 1);

    await postRefund({ orderId: order._id, reason: 'Rest' }, asAdmin);
    const refunded = await stats();
    expect(refunded.totalRevenue).toBeCloseTo(before.totalRevenue, 2);
    expect(count(refunded, 'refunded')).toBe(count(before, 'refunded') + 1);
  });
});
