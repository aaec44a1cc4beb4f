import { describe, expect, it } from 'vitest';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { config } from '@/lib/config';
import { type CallOptions, expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { countedBody, streamedRequest } from '@/tests/bodies';
import { TEST_APP_URL } from '@/tests/env';
import { makeShopper, ORDER_KEYS, setupOrdersTest } from '@/tests/orders';
import {
  confirmPayment,
  CREATE_INTENT_KEYS,
  createIntent,
  getAllPayments,
  getReceipt,
  getUserPayments,
  notificationsAbout,
  orderRow,
  PAYMENT_KEYS,
  paymentReport,
  paymentsOf,
  paymentsSnapshot,
  type PlacedOrder,
  placeCardOrder,
  updateOrder,
} from '@/tests/payments';

/**
 * The payment API with the built-in test gateway (no Stripe keys): create-intent, confirm with Stripe's test cards,
 * receipts, payment history, and the shopper's order update after paying, which the gateway must confirm.
 */

const { prisma, admin, category } = await setupOrdersTest();
const shopper = await makeShopper(prisma, 'Kamal Silva');
const other = await makeShopper(prisma, 'Other Shopper');

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const NOT_SHOPPERS = 'Payment details are set by the payment provider, not by shoppers';
const NOT_CONFIRMED = 'The payment provider has not confirmed this payment';
const CSRF = 'Invalid or missing CSRF token. Reload the page and try again.';

const asShopper = { token: shopper.token };
const asAdmin = { token: admin.token };

const newOrder = (session: typeof shopper = shopper, quantity = 1) => placeCardOrder(prisma, category.id, session, quantity);

/** A new card order of `session` and its payment intent. */
async function orderWithIntent(session: typeof shopper = shopper): Promise<{ order: PlacedOrder; intentId: string }> {
  const order = await newOrder(session);
  const reply = await createIntent({ orderId: order._id, amount: order.totalAmt, email: 'ignored@example.com' }, { token: session.token });
  expect(reply.status).toBe(200);
  return { order, intentId: reply.body.paymentIntentId as string };
}

/** A paid card order of `session`. */
async function paidOrder(session: typeof shopper = shopper) {
  const paid = await orderWithIntent(session);
  expect((await confirmPayment({ paymentIntentId: paid.intentId, cardNumber: PAYS }, { token: session.token })).status).toBe(200);
  return paid;
}

const receiptUrlOf = (intentId: string) => `${TEST_APP_URL}/payment/receipt/${intentId}`;

it('runs on the built-in test gateway (no Stripe keys)', () => {
  expect(config().stripe).toBeUndefined();
});

describe('POST /api/payments/webhook without Stripe', () => {
  it('is 404 without reading the body (300 MB are never pulled)', async () => {
    const body = countedBody(300 * 1024 * 1024);
    const request = streamedRequest('POST', '/api/payments/webhook', body.stream, { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' });
    const response = await webhookRoute(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(404);
    expect(body.pulled()).toBe(0);
  });
});

describe('POST /api/payments/create-intent', () => {
  it('gives the owner an intent for the order total: success, clientSecret, paymentIntentId, message; a pending Payment is kept', async () => {
    const order = await newOrder(shopper, 2);
    expect(order.totalAmt).toBe(510);
    const reply = await createIntent({ orderId: order._id, amount: 510, email: shopper.email }, asShopper);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(CREATE_INTENT_KEYS);
    const intentId = reply.body.paymentIntentId as string;
    expect(reply.body).toEqual({ success: true, message: 'Payment intent created', paymentIntentId: expect.stringMatching(/^pi_test_\w+$/), clientSecret: expect.any(String) });
    expect(reply.body.clientSecret).toMatch(new RegExp(`^${intentId}_secret_\\w+$`));

    expect(await paymentsOf(prisma, order._id)).toEqual([
      expect.objectContaining({ intentId, gateway: 'TEST', userId: shopper.id, status: 'pending', currency: 'LKR', receiptUrl: null, failureMessage: null }),
    ]);
    expect((await paymentsOf(prisma, order._id))[0]!.amount.toFixed(2)).toBe('510.00');
    // Nothing is paid yet.
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'pending', paymentId: null, deliveryStatus: 'pending' });
  });

  it('gives the same intent for the same order every time: by _id or ORD- number, with or without the amount, as text too', async () => {
    const order = await newOrder();
    const bodies = [
      { orderId: order._id, amount: order.totalAmt },
      { orderId: order._id, amount: order.totalAmt },
      { orderId: order.orderId, amount: `${order.totalAmt}.00` },
      { orderId: ` ${order._id} ` },
    ];
    const replies = [];
    for (const body of bodies) replies.push(await createIntent(body, asShopper));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.paymentIntentId)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.body.clientSecret)).size).toBe(1);
    expect(await paymentsOf(prisma, order._id)).toHaveLength(1);
  });

  it('works with a cookie session carrying the CSRF header', async () => {
    const order = await newOrder();
    expect((await createIntent({ orderId: order._id, amount: order.totalAmt }, { cookies: shopper })).status).toBe(200);
  });

  it.each([
    ['no orderId', () => ({ amount: 260 }), 'Order ID is required'],
    ['an empty orderId', () => ({ orderId: '', amount: 260 }), 'Order ID is required'],
    ['an orderId of spaces', () => ({ orderId: '   ' }), 'Order ID is required'],
    ['an orderId that is not text', () => ({ orderId: 42 }), 'Order ID is required'],
    ['an amount that is not a number', (orderId: string) => ({ orderId, amount: 'lots' }), 'Amount must be a positive number of rupees'],
    ['a negative amount', (orderId: string) => ({ orderId, amount: -260 }), 'Amount must be a positive number of rupees'],
    ['a zero amount', (orderId: string) => ({ orderId, amount: 0 }), 'Amount must be a positive number of rupees'],
  ])('refuses %s: 400 with its message, nothing stored', async (_label, body, message) => {
    const order = await newOrder();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await createIntent(body(order._id), asShopper), 400, message);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a body that is not JSON (400), nothing stored', async () => {
    const before = await paymentsSnapshot(prisma);
    const reply = await createIntent(undefined, { ...asShopper, raw: { body: 'orderId=1', contentType: 'application/x-www-form-urlencoded' } });
    expectRefused(reply, 400, 'Content-Type must be application/json');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each([['a cent less', 259.99], ['ten times more', 2600], ['a tenth', 26], ['as text', '261.00']])(
    'refuses an amount different from the order total (%s): 400, nothing stored',
    async (_label, amount) => {
      const order = await newOrder();
      expect(order.totalAmt).toBe(260);
      const before = await paymentsSnapshot(prisma);
      expectRefused(await createIntent({ orderId: order._id, amount }, asShopper), 400, 'The amount does not match the order total');
      expect(await paymentsSnapshot(prisma)).toEqual(before);
    },
  );

  it('refuses another shopper’s order (by _id and by ORD- number) and an unknown one: 404, nothing stored', async () => {
    const order = await newOrder(other);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, asShopper), 404, 'Order not found');
    expectRefused(await createIntent({ orderId: order.orderId, amount: order.totalAmt }, asShopper), 404, 'Order not found');
    expectRefused(await createIntent({ orderId: 'no-such-order', amount: 260 }, asShopper), 404, 'Order not found');
    // Not even an admin pays someone else's order.
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, asAdmin), 404, 'Order not found');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a paid order: 409 "This order is already paid", nothing stored', async () => {
    const { order } = await paidOrder();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, asShopper), 409, 'This order is already paid');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a cancelled order: 409 "This order was cancelled", nothing stored', async () => {
    const order = await newOrder();
    expect((await updateOrder(order._id, { delivery_status: 'cancelled' }, asShopper)).status).toBe(200);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, asShopper), 409, 'This order was cancelled');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a guest (401) and a cookie session without the CSRF header (403), nothing stored', async () => {
    const order = await newOrder();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }), 401, 'Please log in to continue');
    const noHeader = { cookies: { ...shopper, csrfHeader: false as const } };
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, noHeader), 403, CSRF);
    const wrongHeader = { cookies: { ...shopper, csrfHeader: 'not-the-token' } };
    expectRefused(await createIntent({ orderId: order._id, amount: order.totalAmt }, wrongHeader), 403, CSRF);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});

describe('POST /api/payments/confirm', () => {
  it('4242 4242 4242 4242 pays: order completed with the intent as payment_id, Payment succeeded with a receipt, shopper and admins told', async () => {
    const { order, intentId } = await orderWithIntent();
    const reply = await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, { cookies: shopper });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Payment succeeded', status: 'succeeded', paymentIntentId: intentId });

    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId, paymentMethod: 'CARD', deliveryStatus: 'pending' });
    const payments = await paymentsOf(prisma, order._id);
    expect(payments).toEqual([
      expect.objectContaining({ intentId, gateway: 'TEST', userId: shopper.id, status: 'succeeded', currency: 'LKR', failureMessage: null, receiptUrl: receiptUrlOf(intentId) }),
    ]);
    expect(payments[0]!.amount.toFixed(2)).toBe('260.00');
    const message = `Payment of Rs. 260.00 received for order ${order.orderId}`;
    expect(await notificationsAbout(prisma, intentId)).toEqual([
      { audience: 'ADMIN', userId: null, message },
      { audience: 'USER', userId: shopper.id, message },
    ]);
  });

  it('4000 0000 0000 0002 is declined (402 "Your card was declined."): Payment failed, order failed but payable; then 4242 pays', async () => {
    const { order, intentId } = await orderWithIntent();
    const declined = await confirmPayment({ paymentIntentId: intentId, cardNumber: DECLINED }, asShopper);
    expectRefused(declined, 402, 'Your card was declined.');
    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId, status: 'failed', failureMessage: 'Your card was declined.', receiptUrl: null })]);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'failed', paymentId: null, deliveryStatus: 'pending' });
    expect(await notificationsAbout(prisma, intentId)).toEqual([
      { audience: 'USER', userId: shopper.id, message: `Payment for order ${order.orderId} failed: Your card was declined.` },
    ]);
    expect((await getReceipt(intentId, asShopper)).body.receipt_url).toBeNull();

    // Still payable: the same intent again, and a good card pays it.
    const again = await createIntent({ orderId: order._id, amount: order.totalAmt }, asShopper);
    expect(again.status).toBe(200);
    expect(again.body.paymentIntentId).toBe(intentId);
    expect((await confirmPayment({ paymentIntentId: intentId, cardNumber: '4242424242424242' }, asShopper)).status).toBe(200);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId });
    expect(await paymentsOf(prisma, order._id)).toEqual([expect.objectContaining({ intentId, status: 'succeeded', failureMessage: null, receiptUrl: receiptUrlOf(intentId) })]);
    expect((await notificationsAbout(prisma, intentId)).map((notification) => notification.audience)).toEqual(['ADMIN', 'USER', 'USER']);
  });

  it('declines any other valid card, saying which card to use (402)', async () => {
    const { order, intentId } = await orderWithIntent();
    const reply = await confirmPayment({ paymentIntentId: intentId, cardNumber: '5555 5555 5555 4444' }, asShopper);
    expectRefused(reply, 402, 'Your card was declined. This is the test gateway: use 4242 4242 4242 4242.');
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'failed' });
  });

  it.each([
    ['a number failing the Luhn check', '4242 4242 4242 4241', 'Your card number is invalid.'],
    ['letters', '4242 4242 4242 abcd', 'Your card number is invalid.'],
    ['an incomplete number', '4242 4242', 'Your card number is incomplete.'],
    ['a number over 40 characters', '4'.repeat(41), 'Your card number is invalid.'],
    ['no card number', undefined, 'Card number is required'],
    ['an empty card number', '  ', 'Card number is required'],
  ])('refuses %s: 400 with its message, nothing changed', async (_label, cardNumber, message) => {
    const { intentId } = await orderWithIntent();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber }, asShopper), 400, message);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['no paymentIntentId', {}, 'paymentIntentId is required'],
    ['an empty paymentIntentId', { paymentIntentId: '' }, 'paymentIntentId is required'],
    ['a paymentIntentId that is not text', { paymentIntentId: 7 }, 'paymentIntentId is required'],
  ])('refuses %s: 400, nothing changed', async (_label, body, message) => {
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ cardNumber: PAYS, ...body }, asShopper), 400, message);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('confirming twice pays once: the second answers succeeded, no second payment or notification', async () => {
    const { order, intentId } = await paidOrder();
    const before = await paymentsSnapshot(prisma);
    const again = await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, status: 'succeeded', paymentIntentId: intentId });
    // Even a declined card after the payment leaves it paid.
    expect((await confirmPayment({ paymentIntentId: intentId, cardNumber: DECLINED }, asShopper)).status).toBe(200);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId });
  });

  it('confirms sent at once (a double click) pay once: one succeeded payment, one set of notifications', async () => {
    const { order, intentId } = await orderWithIntent();
    const replies = await Promise.all([1, 2, 3, 4].map(() => confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper)));
    expect(replies.map((reply) => [reply.status, reply.body.message])).toEqual(Array(4).fill([200, 'Payment succeeded']));
    expect((await paymentsOf(prisma, order._id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect((await notificationsAbout(prisma, intentId)).map((notification) => notification.audience)).toEqual(['ADMIN', 'USER']);
    expect(await orderRow(prisma, order._id)).toMatchObject({ paymentStatus: 'completed', paymentId: intentId });
  });

  it('refuses another shopper’s intent and an unknown one: 404 "Payment not found", nothing changed', async () => {
    const { intentId } = await orderWithIntent(other);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper), 404, 'Payment not found');
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asAdmin), 404, 'Payment not found');
    expectRefused(await confirmPayment({ paymentIntentId: 'pi_test_unknown', cardNumber: PAYS }, asShopper), 404, 'Payment not found');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses to pay an order cancelled after its intent was made: 409, nothing changed', async () => {
    const { order, intentId } = await orderWithIntent();
    expect((await updateOrder(order._id, { delivery_status: 'cancelled' }, asShopper)).status).toBe(200);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper), 409, 'This order was cancelled');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('refuses a guest (401) and a cookie session without the CSRF header (403), nothing changed', async () => {
    const { intentId } = await orderWithIntent();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }), 401, 'Please log in to continue');
    const noHeader = { cookies: { ...shopper, csrfHeader: false as const } };
    expectRefused(await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, noHeader), 403, CSRF);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });
});

describe('GET /api/payments/receipt/{id}', () => {
  it('answers null before the payment and the shop’s receipt page after it, by intent id or payment _id', async () => {
    const { intentId } = await orderWithIntent();
    const before = await getReceipt(intentId, asShopper);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, message: 'Receipt not available yet', receipt_url: null });

    await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper);
    const after = await getReceipt(intentId, { cookies: { ...shopper, csrfHeader: false } });
    expect(after.body).toEqual({ success: true, message: 'Receipt found', receipt_url: receiptUrlOf(intentId) });
    const payment = await prisma.payment.findUniqueOrThrow({ where: { intentId } });
    expect((await getReceipt(payment.id, asShopper)).body.receipt_url).toBe(receiptUrlOf(intentId));
  });

  it('lets an admin read anyone’s receipt', async () => {
    const { intentId } = await paidOrder(other);
    expect((await getReceipt(intentId, asAdmin)).body).toMatchObject({ success: true, receipt_url: receiptUrlOf(intentId) });
  });

  it('refuses another shopper’s receipt and an unknown one (404) and a guest (401)', async () => {
    const { intentId } = await paidOrder(other);
    expectRefused(await getReceipt(intentId, asShopper), 404, 'Payment not found');
    expectRefused(await getReceipt('pi_test_unknown', asShopper), 404, 'Payment not found');
    expectRefused(await getReceipt(intentId), 401, 'Please log in to continue');
  });
});

describe('payment history', () => {
  it('GET /api/payments/userpayments is a plain array of the caller’s own payments, newest first', async () => {
    const paid = await paidOrder(shopper);
    const pending = await orderWithIntent(shopper);
    const others = await paidOrder(other);

    const reply = await getUserPayments(asShopper, '?limit=100');
    expect(reply.status).toBe(200);
    const list = reply.body as unknown as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(reply.headers.get('x-total-count')).toBe(String(list.length));
    for (const payment of list) {
      expectKeys(payment, PAYMENT_KEYS);
      expect(payment.userId).toMatchObject({ _id: shopper.id });
    }
    const mine = await prisma.payment.findMany({ where: { userId: shopper.id }, orderBy: { createdAt: 'desc' } });
    expect(list.map((payment) => payment.paymentIntentId)).toEqual(mine.map((payment) => payment.intentId));
    expect(list.slice(0, 2).map((payment) => payment.paymentIntentId)).toEqual([pending.intentId, paid.intentId]);
    expect(list[1]).toEqual({
      _id: expect.any(String),
      orderId: paid.order.orderId,
      order_id: paid.order._id,
      paymentIntentId: paid.intentId,
      gateway: 'test',
      userId: { _id: shopper.id, name: 'Kamal Silva', email: shopper.email },
      amount: 260,
      currency: 'LKR',
      status: 'succeeded',
      failure_message: null,
      receipt_url: receiptUrlOf(paid.intentId),
      createdAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ status: 'pending', receipt_url: null });

    const theirs = (await getUserPayments({ cookies: other }, '?limit=100')).body as unknown as { paymentIntentId: string }[];
    expect(theirs.map((payment) => payment.paymentIntentId)).toContain(others.intentId);
    expect(theirs.map((payment) => payment.paymentIntentId)).not.toContain(paid.intentId);
    // An admin's own list is the admin's own payments, not everyone's.
    expect((await getUserPayments(asAdmin)).body).toEqual([]);
  });

  it('GET /api/payments/userpayments refuses a guest (401)', async () => {
    expectRefused(await getUserPayments(), 401, 'Please log in to continue');
  });

  it('GET /api/payments/admin/getall gives an admin everyone’s payments under `payments`, a page at a time', async () => {
    const mine = await paidOrder(shopper);
    const theirs = await orderWithIntent(other);
    const reply = await getAllPayments({ cookies: { ...admin, csrfHeader: false } }, '?limit=100');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Payments fetched successfully' });
    const payments = reply.body.payments as Record<string, unknown>[];
    const count = await prisma.payment.count();
    expect(payments).toHaveLength(count);
    expect(reply.body.pagination).toEqual({ page: 1, limit: 100, hasMore: false, total: count });
    for (const payment of payments) expectKeys(payment, PAYMENT_KEYS);
    const ids = payments.map((payment) => payment.paymentIntentId);
    expect(ids).toEqual(expect.arrayContaining([mine.intentId, theirs.intentId]));
    expect(ids.indexOf(theirs.intentId)).toBeLessThan(ids.indexOf(mine.intentId));
  });

  it('GET /api/payments/admin/getall refuses a USER (403) and a guest (401)', async () => {
    expectRefused(await getAllPayments(asShopper), 403, 'Access denied! Admins only.');
    expectRefused(await getAllPayments(), 401, 'Please log in to continue');
  });
});

describe('the shopper’s PUT /api/order/update/{id} after paying', () => {
  it('is refused (409) before the payment, nothing changed; accepted after it, also when sent again', async () => {
    const { order, intentId } = await orderWithIntent();
    const before = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, paymentReport(intentId), asShopper), 409, NOT_CONFIRMED);
    expect(await paymentsSnapshot(prisma)).toEqual(before);

    await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper);
    const paid = await paymentsSnapshot(prisma);
    for (const options of [asShopper, { cookies: shopper }] as CallOptions[]) {
      const reply = await updateOrder(order._id, paymentReport(intentId), options);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Order updated successfully');
      expectKeys(reply.body.data, ORDER_KEYS);
      expect(reply.body.data).toMatchObject({ _id: order._id, payment_status: 'completed', payment_id: intentId, delivery_status: 'pending', paymentMethod: 'card' });
    }
    expect(await paymentsSnapshot(prisma)).toEqual(paid);
  });

  it('is refused (409) with another shopper’s paid intent or an unknown one, nothing changed', async () => {
    const { order } = await orderWithIntent();
    const { intentId: othersIntent } = await paidOrder(other);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, paymentReport(othersIntent), asShopper), 409, NOT_CONFIRMED);
    expectRefused(await updateOrder(order.orderId, paymentReport('pi_123'), asShopper), 409, NOT_CONFIRMED);
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it('is refused (404) for another shopper’s order, even with its paid intent, nothing changed', async () => {
    const { order, intentId } = await paidOrder(other);
    const before = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, paymentReport(intentId), asShopper), 404, 'Order not found');
    expect(await paymentsSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['payment_status completed without payment_id', () => ({ payment_status: 'completed' })],
    ['payment_status failed', (id: string) => ({ payment_status: 'failed', payment_id: id })],
    ['payment_status pending', (id: string) => ({ payment_status: 'pending', payment_id: id })],
    ['only payment_id', (id: string) => ({ payment_id: id })],
    ['delivery_status shipped with the payment', (id: string) => ({ ...paymentReport(id), delivery_status: 'shipped' })],
    ['a cancellation with the payment', (id: string) => ({ ...paymentReport(id), delivery_status: 'cancelled' })],
  ])('is refused (403) with %s, even after paying, nothing changed', async (_label, body) => {
    const { order, intentId } = await orderWithIntent();
    const unpaid = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, body(intentId), asShopper), 403, NOT_SHOPPERS);
    expect(await paymentsSnapshot(prisma)).toEqual(unpaid);
    await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, asShopper);
    const paid = await paymentsSnapshot(prisma);
    expectRefused(await updateOrder(order._id, body(intentId), asShopper), 403, NOT_SHOPPERS);
    expect(await paymentsSnapshot(prisma)).toEqual(paid);
  });
});
