import { describe, expect, it } from 'vitest';
import { expectRefused } from '@/tests/api';
import { makeShopper, setupOrdersTest } from '@/tests/orders';
import { createIntent, orderRow, placeCardOrder, postRefund, postWebhook, refundsOf } from '@/tests/payments';
import { startStripeStandIn, stripeWebhook } from '@/tests/stripe-stand-in';

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
