import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { config } from '@/lib/config';
import { stripeClient } from '@/lib/gateway/stripe-gateway';
import { expectRefused } from '@/tests/api';
import { TEST_STRIPE_KEYS } from '@/tests/env';
import { makeShopper, setupOrdersTest } from '@/tests/orders';
import {
  confirmPayment,
  CREATE_INTENT_KEYS,
  createIntent,
  getReceipt,
  getUserPayments,
  notificationsAbout,
  orderRow,
  paymentReport,
  paymentsOf,
  paymentsSnapshot,
  type PlacedOrder,
  placeCardOrder,
  postWebhook,
  updateOrder,
} from '@/tests/payments';
import { countedBody, streamedRequest } from '@/tests/bodies';
import { rememberSecret } from '@/tests/secrets';
import { startStripeStandIn, stripeWebhook } from '@/tests/stripe-stand-in';

/**
 * The payment API with Stripe: the real `stripe` SDK against a local stand-in of Stripe's API, webhooks signed with
 * the SDK's own test-header helper. One settlement per payment however often and however it is reported.
 */

const standIn = await startStripeStandIn();
const { prisma, admin, category } = await setupOrdersTest({ stripeApiBase: standIn.url });
const shopper = await makeShopper(prisma, 'Kamal Silva');
const other = await makeShopper(prisma, 'Other Shopper');
// Every reply is checked for these (tests/api.ts).
rememberSecret(TEST_STRIPE_KEYS.secretKey);
rememberSecret(TEST_STRIPE_KEYS.webhookSecret);

const asShopper = { token: shopper.token };
const NOT_CONFIRMED = 'The payment provider has not confirmed this payment';
const AMOUNT_MISMATCH = 'The payment amount does not match the order total';

const newOrder = (session: typeof shopper = shopper, quantity = 1) => placeCardOrder(prisma, category.id, session, quantity);

/** A new card order of `session` and its Stripe payment intent. */
async function orderWithIntent(session: typeof shopper = shopper): Promise<{ order: PlacedOrder; intentId: string }> {
  const order = await newOrder(session);
  const reply = await createIntent({ orderId: order._id, amount: order.totalAmt, email: session.email }, { token: session.token });
  expect(reply.status).toBe(200);
  return { order, intentId: reply.body.paymentIntentId as string };
}

/** Stripe's webhook for the intent as Stripe now holds it. */
const webhookFor = (type: string, intentId: string, eventId?: string) => stripeWebhook(type, standIn.intent(intentId), { eventId });

const paymentMessage = (order: PlacedOrder) => `Payment of Rs. ${order.totalAmt.toFixed(2)} received for order ${order.orderId}`;

const createRequests = () => standIn.requests.filter((request) => request.method === 'POST');

describe('the stand-in', () => {
  it('is the Stripe API the shop talks to, and it refuses a wrong secret key as Stripe does', async () => {
    expect(config().stripe).toEqual({ ...TEST_STRIPE_KEYS, apiBase: standIn.url });
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: new URL(standIn.url).port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.paymentIntents.retrieve('pi_any')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripeClient().paymentIntents.retrieve('pi_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // An idempotency key names one request: the same key with other parameters is refused.
    const once = { idempotencyKey: 'stand-in-check' };
    const first = await stripeClient().paymentIntents.create({ amount: 100, currency: 'lkr' }, once);
    expect((await stripeClient().paymentIntents.create({ amount: 100, currency: 'lkr' }, once)).id).toBe(first.id);
    await expect(stripeClient().paymentIntents.create({ amount: 200, currency: 'lkr' }, once)).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('POST /api/payments/create-intent', () => {
  it('creates a PaymentIntent for the order’s total in cents, currency lkr, metadata orderId; replies with its client secret', async () => {
    const order = await newOrder(shopper, 2);
    const reply = await createIntent({ orderId: order._id, amount: 510, email: shopper.email }, asShopper);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(CREATE_INTENT_KEYS);
    const intentId = reply.body.paymentIntentId as string;
    const intent = standIn.intent(intentId);
    expect(reply.body).toEqual({ success: true, message: 'Payment intent created', paymentIntentId: intent.id, clientSecret: intent.client_secret });
    expect(intent).toMatchObject({
      amount: 51000,
      currency: 'lkr',
      status: 'requires_payment_method',
      receipt_email: shopper.email,
      metadata: { orderId: order._id, orderNumber: order.orderId },
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
    expect(createRequests().at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: `create-intent-${order._id}` });

    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId, gateway: 'STRIPE', status: 'pending', userId: shopper.id, currency: 'LKR' })]);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'pending', paymentId: null });
  });

  it('gives the same intent on a repeat (one idempotency key per order) and keeps one Payment record', async () => {
    const order = await newOrder();
    const before = createRequests().length;
    const replies = [];
    for (const orderId of [order._id, order._id, order.orderId]) replies.push(await createIntent({ orderId, amount: order.totalAmt }, asShopper));
    expect(new Set(replies.map((reply) => reply.body.paymentIntentId)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.body.clientSecret)).size).toBe(1);
    expect(createRequests().slice(before).map((request) => request.idempotencyKey)).toEqual(Array(3).fill(`create-intent-${order._id}`));
    expect(await paymentsOf(prisma, order._id)).toHaveLength(1);
  });

  it('refuses an amount different from the order total, another shopper’s order and a paid order without asking Stripe', async () => {
    const order = await newOrder();
    const { order: othersOrder } = await orderWithIntent(other);
    const paidOrder = await newOrder();
    await prisma.order.update({ where: { id: paidOrder._id }, data: { paymentStatus: 'completed' } });
    const before = await paymentsSnapshot(prisma);
    const requests = standIn.requests.length;
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt + 1 }, asShopper), 400, 'The amount does not match the order total');
    expectRefused(await createIntent({ orderId: othersOrder._id, amount: othersOrder.totalAmt }, asShopper), 404, 'Order not found');
    expectRefused(await createIntent({ orderId: paidOrder._id, amount: paidOrder.totalAmt }, asShopper), 409, 'This order is already paid');
    expect(standIn.requests.length).toBe(requests);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});

describe('POST /api/payments/confirm', () => {
  it('is 404 while Stripe is active (Stripe confirms in the browser), nothing changed', async () => {
    const { intentId } = await orderWithIntent();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: '4242 4242 4242 4242' }, asShopper), 404, 'Not found');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});

describe('POST /api/payments/webhook', () => {
  it('payment_intent.succeeded settles the order once: a repeated event is "already processed", a new event for the intent changes nothing', async () => {
    const { order, intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const delivery = webhookFor('payment_intent.succeeded', intentId);
    const reply = await postWebhook(delivery);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Webhook received', received: true });

    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId, paymentMethod: 'CARD', deliveryStatus: 'pending' });
    const payments = await paymentsOf(prisma, order._id);
    expect(payments).toEqual([expect.objectContaining({ intentId, gateway: 'STRIPE', status: 'succeeded', failureMessage: null })]);
    expect(payments[0]!.amount.toFixed(2)).toBe('260.00');
    expect(await notificationsAbout(prisma, intentId)).toEqual([
      { audience: 'ADMIN', userId: null, message: paymentMessage(order) },
      { audience: 'USER', userId: shopper.id, message: paymentMessage(order) },
    ]);
    expect(await prisma.webhookEvent.findUnique({ where: { id: delivery.eventId } })).toMatchObject({ type: 'payment_intent.succeeded' });

    // Stripe delivers at least once: the same event again.
    const settled = await paymentsSnapshot(prisma);
    const repeat = await postWebhook(delivery);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ success: true, message: 'Event already processed', received: true });
    expect(await paymentsSnapshot(prisma)).toEqual(settled);

    // Another event about the same payment: recorded, but nothing is paid twice.
    const another = webhookFor('payment_intent.succeeded', intentId);
    expect((await postWebhook(another)).status).toBe(200);
    expect((await paymentsOf(prisma, order._id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await notificationsAbout(prisma, intentId)).toHaveLength(2);
    expect(await orderRow(prisma, order._id)).toEqual((settled.orders.find((row) => row.id === order._id))!);
    // A late payment_failed for a payment that succeeded leaves it succeeded.
    expect((await postWebhook(stripeWebhook('payment_intent.payment_failed', standIn.fail(intentId)))).status).toBe(200);
    expect((await paymentsOf(prisma, order._id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId });
  });

  it('the same event delivered twice at once settles once', async () => {
    const { order, intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const delivery = webhookFor('payment_intent.succeeded', intentId);
    const replies = await Promise.all([postWebhook(delivery), postWebhook(delivery), postWebhook(delivery)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.map((reply) => reply.body.message).sort()).toEqual(['Event already processed', 'Event already processed', 'Webhook received']);
    expect((await paymentsOf(prisma, order._id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await notificationsAbout(prisma, intentId)).toHaveLength(2);
  });

  it('payment_intent.payment_failed: Payment failed with Stripe’s reason, order payment_status failed and still payable', async () => {
    const { order, intentId } = await orderWithIntent();
    const declined = standIn.fail(intentId, 'Your card has insufficient funds.');
    const reply = await postWebhook(stripeWebhook('payment_intent.payment_failed', declined));
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Webhook received');
    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId, status: 'failed', failureMessage: 'Your card has insufficient funds.' })]);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'failed', paymentId: null, deliveryStatus: 'pending' });
    expect(await notificationsAbout(prisma, intentId)).toEqual([
      { audience: 'USER', userId: shopper.id, message: `Payment for order ${order.orderId} failed: Your card has insufficient funds.` },
    ]);

    // Payable again: the same intent, and a second card succeeds.
    expect((await createIntent({ orderId: order._id, amount: order.totalAmt }, asShopper)).body.paymentIntentId).toBe(intentId);
    standIn.succeed(intentId);
    expect((await postWebhook(webhookFor('payment_intent.succeeded', intentId))).status).toBe(200);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId });
    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId, status: 'succeeded', failureMessage: null })]);
  });

  it.each([
    ['signed with another secret', (intentId: string) => stripeWebhook('payment_intent.succeeded', standIn.intent(intentId), { secret: 'whsec_forged' })],
    [
      'a body changed after signing',
      (intentId: string) => {
        const delivery = webhookFor('payment_intent.succeeded', intentId);
        const body = delivery.raw!.body.replace('"amount":26000', '"amount":100');
        expect(body).not.toBe(delivery.raw!.body);
        return { ...delivery, raw: { ...delivery.raw!, body } };
      },
    ],
    [
      'a signature of an event delivered to someone else',
      (intentId: string) => ({ ...webhookFor('payment_intent.succeeded', intentId), headers: webhookFor('payment_intent.created', intentId).headers }),
    ],
    ['a signature header that is not Stripe’s', (intentId: string) => ({ ...webhookFor('payment_intent.succeeded', intentId), headers: { 'stripe-signature': 'v1=abc' } })],
  ])('refuses a forged webhook (%s): 400 "Invalid webhook signature", nothing changes', async (_label, forged) => {
    const { order, intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await postWebhook(forged(intentId)), 400, 'Invalid webhook signature');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('refuses a webhook signed too long ago (a replay): 400, nothing changes', async () => {
    const { intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const payload = JSON.stringify({ id: 'evt_replayed', object: 'event', type: 'payment_intent.succeeded', data: { object: standIn.intent(intentId) } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_KEYS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const before = await paymentsSnapshot(prisma);
    expectRefused(await postWebhook({ raw: { body: payload, contentType: 'application/json' }, headers: { 'stripe-signature': signature } }), 400, 'Invalid webhook signature');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a webhook without a signature: 400, nothing changes', async () => {
    const { intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const { raw } = webhookFor('payment_intent.succeeded', intentId);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await postWebhook({ raw }), 400, 'Missing Stripe-Signature header');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['a signature but 300 MB, announced', { 'content-length': String(300 * 1024 * 1024), 'stripe-signature': 't=1,v1=abc' }, 413, 0],
    ['a signature but 300 MB, streamed', { 'stripe-signature': 't=1,v1=abc' }, 413, 1024 * 1024 + 64 * 1024],
    ['300 MB without a signature', {}, 400, 0],
  ])('refuses %s without reading past 1 MB, nothing changes', async (_label, headers, status, mostPulled) => {
    const before = await paymentsSnapshot(prisma);
    const body = countedBody(300 * 1024 * 1024);
    const request = streamedRequest('POST', '/api/payments/webhook', body.stream, { 'content-type': 'application/json', ...headers });
    const response = await webhookRoute(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(status);
    if (status === 413) expect(await response.json()).toEqual({ success: false, message: 'Request body is too large (at most 1 MB)' });
    expect(body.pulled()).toBeLessThanOrEqual(mostPulled);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each(['payment_intent.created', 'charge.succeeded', 'customer.created'])('acknowledges an event it does not handle (%s): 200, nothing changes', async (type) => {
    const { intentId } = await orderWithIntent();
    standIn.succeed(intentId);
    const before = await paymentsSnapshot(prisma);
    const reply = await postWebhook(webhookFor(type, intentId));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Webhook received', received: true });
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['an amount different from the order total', { amount: 100, currency: 'lkr' }],
    ['another currency', { amount: 26000, currency: 'usd' }],
  ])('does not settle a payment of %s: acknowledged, the admins told once, the order unpaid', async (_label, charged) => {
    const order = await newOrder();
    // Paid on Stripe for this order, but not what the shop asked for.
    const odd = await stripeClient().paymentIntents.create({ ...charged, metadata: { orderId: order._id } });
    standIn.succeed(odd.id);
    const before = await paymentsSnapshot(prisma);
    const delivery = webhookFor('payment_intent.succeeded', odd.id);
    const reply = await postWebhook(delivery);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, received: true });

    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'pending', paymentId: null });
    expect(await paymentsOf(prisma, order._id)).toEqual([]);
    const alert = { audience: 'ADMIN', userId: null, message: `Stripe payment ${odd.id} could not be applied: ${AMOUNT_MISMATCH}. Check it in the Stripe dashboard.` };
    expect(await notificationsAbout(prisma, odd.id)).toEqual([alert]);
    const after = await paymentsSnapshot(prisma);
    expect(after.orders).toEqual(before.orders);
    expect(after.payments).toEqual(before.payments);

    // Retried by Stripe: no second alert.
    expect((await postWebhook(delivery)).body.message).toBe('Event already processed');
    expect(await notificationsAbout(prisma, odd.id)).toEqual([alert]);
    // Nor can the shopper report it as the order's payment.
    expectRefused(await updateOrder(order._id, paymentReport(odd.id), asShopper), 409, AMOUNT_MISMATCH);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'pending', paymentId: null });
  });

  it('acknowledges a payment that names no order and tells the admins', async () => {
    const stray = await stripeClient().paymentIntents.create({ amount: 26000, currency: 'lkr' });
    standIn.succeed(stray.id);
    const before = await paymentsSnapshot(prisma);
    expect((await postWebhook(webhookFor('payment_intent.succeeded', stray.id))).status).toBe(200);
    const after = await paymentsSnapshot(prisma);
    expect({ orders: after.orders, payments: after.payments }).toEqual({ orders: before.orders, payments: before.payments });
    expect(await notificationsAbout(prisma, stray.id)).toEqual([
      { audience: 'ADMIN', userId: null, message: `Stripe payment ${stray.id} could not be applied: The payment names no order. Check it in the Stripe dashboard.` },
    ]);
  });
});

describe('the shopper’s PUT /api/order/update/{id} after paying', () => {
  it('is accepted only once Stripe says the intent succeeded; then settled once, with the charge’s receipt', async () => {
    const { order, intentId } = await orderWithIntent();
    const unpaid = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, paymentReport(intentId), asShopper), 409, NOT_CONFIRMED);
    standIn.fail(intentId);
    expectRefused(await updateOrder(order._id, paymentReport(intentId), asShopper), 409, NOT_CONFIRMED);
    expect(await paymentsSnapshot(prisma)).toEqual(unpaid);

    standIn.succeed(intentId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await updateOrder(order._id, paymentReport(intentId), { cookies: shopper });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ _id: order._id, payment_status: 'completed', payment_id: intentId, delivery_status: 'pending' });
    }
    expect(await paymentsOf(prisma, order._id)).toEqual([
      expect.objectContaining({ intentId, status: 'succeeded', receiptUrl: standIn.chargeOf(intentId)!.receipt_url }),
    ]);
    expect(await notificationsAbout(prisma, intentId)).toHaveLength(2);

    // Stripe's webhook about the same payment arrives afterwards: nothing more happens.
    const settled = await paymentsSnapshot(prisma);
    expect((await postWebhook(webhookFor('payment_intent.succeeded', intentId))).status).toBe(200);
    const after = await paymentsSnapshot(prisma);
    expect({ orders: after.orders, payments: after.payments, notifications: after.notifications }).toEqual({
      orders: settled.orders,
      payments: settled.payments,
      notifications: settled.notifications,
    });
  });

  it('is refused (409) with an intent Stripe does not know or one for another order, nothing changed', async () => {
    const { order } = await orderWithIntent();
    const { intentId: othersIntent } = await orderWithIntent(other);
    standIn.succeed(othersIntent);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, paymentReport('pi_unknown'), asShopper), 409, NOT_CONFIRMED);
    expectRefused(await updateOrder(order._id, paymentReport(othersIntent), asShopper), 409, NOT_CONFIRMED);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});

describe('GET /api/payments/receipt/{id}', () => {
  it('is null until the payment succeeded, then the charge’s receipt_url (kept on the Payment)', async () => {
    const { order, intentId } = await orderWithIntent();
    expect((await getReceipt(intentId, asShopper)).body).toEqual({ success: true, message: 'Receipt not available yet', receipt_url: null });

    standIn.succeed(intentId);
    await postWebhook(webhookFor('payment_intent.succeeded', intentId));
    // The webhook's intent names its charge only by id: the receipt is fetched from Stripe when asked for.
    expect((await paymentsOf(prisma, order._id))[0]!.receiptUrl).toBeNull();
    const receiptUrl = standIn.chargeOf(intentId)!.receipt_url;
    expect(receiptUrl).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
    expect((await getReceipt(intentId, asShopper)).body).toEqual({ success: true, message: 'Receipt found', receipt_url: receiptUrl });
    expect((await paymentsOf(prisma, order._id))[0]!.receiptUrl).toBe(receiptUrl);
    expect((await getReceipt(intentId, { token: admin.token })).body.receipt_url).toBe(receiptUrl);
    expect((await getUserPayments(asShopper)).body).toEqual(expect.arrayContaining([expect.objectContaining({ paymentIntentId: intentId, receipt_url: receiptUrl })]));
    expectRefused(await getReceipt(intentId, { token: other.token }), 404, 'Payment not found');
  });
});
