import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { expectRefused } from '@/tests/api';
import { makeShopper, setupOrdersTest } from '@/tests/orders';
import { createIntent, orderRow, paymentsSnapshot, placeCardOrder, postRefund, postWebhook, refundsOf } from '@/tests/payments';
import { type StandInRefund, startStripeStandIn, stripeWebhook } from '@/tests/stripe-stand-in';

/**
 * Refunds with Stripe: the real `stripe` SDK against the local stand-in (POST /v1/refunds with an Idempotency-Key),
 * and the refund webhooks (charge.refunded, refund.updated) handled once each, a dashboard refund recorded, the
 * shop's own refund never counted twice.
 */

const standIn = await startStripeStandIn();
const { prisma, admin, category } = await setupOrdersTest({ stripeApiBase: standIn.url });
const shopper = await makeShopper(prisma, 'Kamal Silva');
const asAdmin = { token: admin.token };

/** A card order of Rs 260.00 paid through Stripe (the intent succeeded, its webhook delivered). */
async function paidOrder() {
  const order = await placeCardOrder(prisma, category.id, shopper);
  const intentId = (await createIntent({ orderId: order._id }, { token: shopper.token })).body.paymentIntentId as string;
  standIn.succeed(intentId);
  expect((await postWebhook(stripeWebhook('payment_intent.succeeded', standIn.intent(intentId)))).status).toBe(200);
  expect((await orderRow(prisma, order._id)).paymentStatus).toBe('completed');
  return { ...order, intentId };
}

const refundState = async (orderId: string) => {
  const row = await orderRow(prisma, orderId);
  return { paymentStatus: row.paymentStatus, refundedAmount: row.refundedAmount.toFixed(2) };
};

/** charge.refunded as Stripe sends it: the charge with its refunds. */
const chargeRefunded = (intentId: string, eventId?: string) => stripeWebhook('charge.refunded', standIn.chargeOf(intentId)!, { eventId });

describe('refunds through Stripe', () => {
  it('calls Stripe’s Refunds API for the amount in cents with the refund’s idempotency key, and records its id', async () => {
    const order = await paidOrder();
    const reply = await postRefund({ orderId: order._id, amount: 100.5, reason: 'Damaged' }, asAdmin);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 100.5 });

    const [refund] = await refundsOf(prisma, order._id);
    const sent = standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: refund!.idempotencyKey,
      params: { payment_intent: order.intentId, amount: '10050', metadata: { refundId: refund!.idempotencyKey } },
    });
    const [made] = standIn.refundsOf(order.intentId);
    expect(made).toMatchObject({ amount: 10050, status: 'succeeded' });
    expect(refund).toMatchObject({ gateway: 'STRIPE', status: 'succeeded', gatewayRefundId: made!.id });
  });

  it('does not count the shop’s own refund again when its webhooks arrive, however often', async () => {
    const order = await paidOrder();
    await postRefund({ orderId: order._id, amount: 60, reason: 'Part' }, asAdmin);
    const charged = chargeRefunded(order.intentId);
    expect((await postWebhook(charged)).status).toBe(200);
    expect((await postWebhook(charged)).status).toBe(200);
    const [made] = standIn.refundsOf(order.intentId);
    expect((await postWebhook(stripeWebhook('refund.updated', made!))).status).toBe(200);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '60.00' });
    expect(await refundsOf(prisma, order._id)).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard once, however often the event comes, and tells the shopper and admins', async () => {
    const order = await paidOrder();
    standIn.dashboardRefund(order.intentId, 26000);
    const event = chargeRefunded(order.intentId);
    expect((await postWebhook(event)).status).toBe(200);
    expect((await postWebhook(event)).status).toBe(200);
    // Another event about the same refund matches it by its Stripe id.
    expect((await postWebhook(stripeWebhook('refund.updated', standIn.refundsOf(order.intentId)[0]!))).status).toBe(200);

    expect(await refundState(order._id)).toEqual({ paymentStatus: 'refunded', refundedAmount: '260.00' });
    expect(await refundsOf(prisma, order._id)).toEqual([
      expect.objectContaining({ gateway: 'STRIPE', status: 'succeeded', reason: 'Refunded in the Stripe dashboard', createdBy: null }),
    ]);
    const notices = await prisma.notification.findMany({ where: { message: { startsWith: `Refund of Rs. 260.00 issued for order ${order.orderId}` } } });
    expect(notices.map((notice) => notice.audience).sort()).toEqual(['ADMIN', 'USER']);
    // Nothing left to refund in the shop.
    expectRefused(await postRefund({ orderId: order._id, reason: 'Again' }, asAdmin), 409, 'This order has been refunded in full');
  });

  it('gives the amount back to what is left when Stripe reports the refund failed later (refund.updated)', async () => {
    const order = await paidOrder();
    await postRefund({ orderId: order._id, amount: 80, reason: 'Part' }, asAdmin);
    const [made] = standIn.refundsOf(order.intentId);
    expect((await postWebhook(stripeWebhook('refund.updated', { ...made!, status: 'failed', failure_reason: 'expired_or_canceled_card' }))).status).toBe(200);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
    expect(await refundsOf(prisma, order._id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('passes Stripe’s refusal on as a 409 and keeps nothing reserved', async () => {
    const order = await paidOrder();
    // Refunded in the dashboard, and its webhook not here yet: the shop still thinks it can refund.
    standIn.dashboardRefund(order.intentId, 26000);
    const reply = await postRefund({ orderId: order._id, amount: 10, reason: 'Late' }, asAdmin);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/^The payment provider could not make the refund \(.*already been refunded.*\)\. Nothing was refunded\.$/);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
  });
});

describe('refund webhooks are checked before anything is applied', () => {
  /** A refund as Stripe would report it, made up by the test (signed all the same): in cents, of `intentId`. */
  const reportedRefund = (intentId: string, amount: number, extra: Partial<StandInRefund> = {}): StandInRefund => ({
    id: `re_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount,
    currency: 'lkr',
    charge: 'ch_reported',
    payment_intent: intentId,
    status: 'succeeded',
    metadata: {},
    reason: null,
    created: Math.floor(Date.now() / 1000),
    ...extra,
  });
  const chargeWith = (intentId: string, refunds: StandInRefund[]) => ({
    ...standIn.chargeOf(intentId)!,
    refunds: { object: 'list', data: refunds, has_more: false, url: '/v1/charges/ch_reported/refunds' },
  });
  const notApplied = (orderNumber: string) =>
    prisma.notification.findMany({ where: { audience: 'ADMIN', message: { contains: `for order ${orderNumber} was not applied` } } });

  it('never records more than was paid: one refund of three times the total, or several that add up past it', async () => {
    const order = await paidOrder();
    expect((await postWebhook(stripeWebhook('refund.updated', reportedRefund(order.intentId, 3 * 26000)))).status).toBe(200);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });

    const three = [10000, 10000, 10000].map((amount) => reportedRefund(order.intentId, amount));
    expect((await postWebhook(stripeWebhook('charge.refunded', chargeWith(order.intentId, three)))).status).toBe(200);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '200.00' });
    expect(await refundsOf(prisma, order._id)).toHaveLength(2);
    expect(await notApplied(order.orderId)).toHaveLength(2);
  });

  it('counts a refund that failed and then succeeded again only if it still fits', async () => {
    const order = await paidOrder();
    const payment = await prisma.payment.findUniqueOrThrow({ where: { intentId: order.intentId } });
    // The shop's refund of Rs 100, released after a lost reply; then the whole payment refunded in the dashboard.
    await prisma.refund.create({
      data: { orderId: order._id, paymentId: payment.id, amount: '100.00', reason: 'Lost', gateway: 'STRIPE', idempotencyKey: 'refund-lost', status: 'failed' },
    });
    expect((await postWebhook(stripeWebhook('refund.updated', reportedRefund(order.intentId, 26000)))).status).toBe(200);
    const lost = reportedRefund(order.intentId, 10000, { metadata: { refundId: 'refund-lost' } });
    expect((await postWebhook(stripeWebhook('refund.updated', lost))).status).toBe(200);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'refunded', refundedAmount: '260.00' });
  });

  it('refuses a negative or zero refund with a 400, and changes nothing', async () => {
    const order = await paidOrder();
    for (const amount of [-5000, 0]) {
      expectRefused(await postWebhook(stripeWebhook('refund.updated', reportedRefund(order.intentId, amount))), 400);
    }
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
  });

  it('never applies a Stripe event to a test-gateway payment: no refund, no settlement', async () => {
    const paid = await placeCardOrder(prisma, category.id, shopper);
    const unpaid = await placeCardOrder(prisma, category.id, shopper);
    const testIntent = (orderId: string) => `pi_test_${orderId}`;
    await prisma.payment.create({ data: { orderId: paid._id, userId: shopper.id, gateway: 'TEST', intentId: testIntent(paid._id), amount: '260.00', status: 'succeeded' } });
    await prisma.order.update({ where: { id: paid._id }, data: { paymentStatus: 'completed', paymentId: testIntent(paid._id) } });
    await prisma.payment.create({ data: { orderId: unpaid._id, userId: shopper.id, gateway: 'TEST', intentId: testIntent(unpaid._id), amount: '260.00', status: 'pending' } });

    expect((await postWebhook(stripeWebhook('refund.updated', reportedRefund(testIntent(paid._id), 26000)))).status).toBe(200);
    expect(await refundState(paid._id)).toEqual({ paymentStatus: 'completed', refundedAmount: '0.00' });
    expect(await refundsOf(prisma, paid._id)).toEqual([]);

    const intent = { ...standIn.intent((await paidOrder()).intentId), id: testIntent(unpaid._id), metadata: { orderId: unpaid._id } };
    expect((await postWebhook(stripeWebhook('payment_intent.succeeded', intent))).status).toBe(200);
    expect((await orderRow(prisma, unpaid._id)).paymentStatus).toBe('pending');
    expect(await prisma.payment.findUniqueOrThrow({ where: { intentId: testIntent(unpaid._id) } })).toMatchObject({ gateway: 'TEST', status: 'pending' });
  });

  it('applies events delivered at once in turn: one refund under two event ids counts once, two that pass the total only the first', async () => {
    const order = await paidOrder();
    const same = reportedRefund(order.intentId, 6000);
    const twice = await Promise.all([postWebhook(stripeWebhook('refund.updated', same)), postWebhook(stripeWebhook('refund.updated', same))]);
    expect(twice.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '60.00' });

    const large = [15000, 15000].map((amount) => postWebhook(stripeWebhook('refund.updated', reportedRefund(order.intentId, amount))));
    expect((await Promise.all(large)).map((reply) => reply.status)).toEqual([200, 200]);
    expect(await refundState(order._id)).toEqual({ paymentStatus: 'partially_refunded', refundedAmount: '210.00' });
    expect(await refundsOf(prisma, order._id)).toHaveLength(2);
  });

  it.each([
    ['charge.refunded with object null', 'charge.refunded', () => null],
    ['refund.updated with amount "x"', 'refund.updated', (intentId: string) => ({ ...reportedRefund(intentId, 100), amount: 'x' })],
    ['refund.updated carrying a charge', 'refund.updated', (intentId: string) => standIn.chargeOf(intentId)],
    ['charge.refunded with a refund of amount 1.5', 'charge.refunded', (intentId: string) => chargeWith(intentId, [reportedRefund(intentId, 1.5)])],
    ['payment_intent.succeeded with object null', 'payment_intent.succeeded', () => null],
    ['payment_intent.succeeded with amount "x"', 'payment_intent.succeeded', (intentId: string) => ({ ...standIn.intent(intentId), amount: 'x' })],
    ['payment_intent.payment_failed without an id', 'payment_intent.payment_failed', (intentId: string) => ({ ...standIn.intent(intentId), id: undefined })],
  ])('answers %s with a 400, logs it and changes nothing', async (_, type, objectOf) => {
    const order = await paidOrder();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = await paymentsSnapshot(prisma);
    try {
      const reply = await postWebhook(stripeWebhook(type, objectOf(order.intentId) as object));
      expectRefused(reply, 400);
      expect(reply.body.message).toMatch(/^Malformed Stripe event: /);
      expect(logged.mock.calls.flat().join(' ')).toMatch(/refused as malformed/);
    } finally {
      logged.mockRestore();
    }
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});
