import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import {
  addToCart,
  makeShopper,
  makeStockedProduct,
  onEmbeddedDatabase,
  ORDER_KEYS,
  placeOrder,
  setStock,
  setupOrdersTest,
  shopSnapshot,
  stockOf,
  whileActionWaitsForLock,
} from '@/tests/orders';
import { PUT as updateRoute } from './route';

/**
 * PUT /api/order/update/{id}: an admin sets delivery_status and payment_status freely; a shopper may only cancel
 * their own pending, unpaid order. Cancelling returns the stock once; leaving cancelled reserves it again.
 */

const { prisma, url, admin, category } = await setupOrdersTest();
const shopper = await makeShopper(prisma, 'Kamal Silva');
const other = await makeShopper(prisma, 'Other Shopper');

const update = (id: string, json: unknown, options: CallOptions = {}) =>
  call(updateRoute, 'PUT', `/api/order/update/${encodeURIComponent(id)}`, { json, ...options }, { id });
const asAdmin = { token: admin.token };
const asShopper = { token: shopper.token };

/** A new product (stock 10) and an order of 2 of it by `session`: stock 8 afterwards. */
async function newOrder(session: { id: string; token: string; address: { id: string } } = shopper, paymentMethod = 'cod') {
  const product = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '100.00', stock: 10 });
  await addToCart(prisma, session.id, product.id, 2);
  const reply = await placeOrder(session, { delivery_address: session.address.id, paymentMethod });
  expect(reply.status).toBe(201);
  return { order: reply.body.data as { _id: string; orderId: string }, product };
}

const orderRow = (id: string) => prisma.order.findUniqueOrThrow({ where: { id } });

describe('an admin', () => {
  it('sets delivery_status and payment_status: "Order updated successfully" with the updated order', async () => {
    const { order } = await newOrder();
    const shipped = await update(order._id, { delivery_status: 'shipped' }, asAdmin);
    expect(shipped.status).toBe(200);
    expect(shipped.body.message).toBe('Order updated successfully');
    expectKeys(shipped.body.data, ORDER_KEYS);
    expect(shipped.body.data).toMatchObject({ _id: order._id, delivery_status: 'shipped', payment_status: 'pending' });

    const paid = await update(order.orderId, { payment_status: 'completed' }, { cookies: admin });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ delivery_status: 'shipped', payment_status: 'completed' });

    const both = await update(order._id, { delivery_status: 'delivered', payment_status: 'failed' }, asAdmin);
    expect(both.body.data).toMatchObject({ delivery_status: 'delivered', payment_status: 'failed' });
    expect(await orderRow(order._id)).toMatchObject({ deliveryStatus: 'delivered', paymentStatus: 'failed' });
  });

  it('cancelling returns the stock once; cancelling again returns nothing more; leaving cancelled reserves it again', async () => {
    const { order, product } = await newOrder();
    expect(await stockOf(prisma, product.id)).toBe(8);

    expect((await update(order._id, { delivery_status: 'cancelled' }, asAdmin)).body.data.delivery_status).toBe('cancelled');
    expect(await stockOf(prisma, product.id)).toBe(10);
    expect((await update(order._id, { delivery_status: 'cancelled' }, asAdmin)).status).toBe(200);
    expect(await stockOf(prisma, product.id)).toBe(10);
    // A payment change on a cancelled order moves no stock either.
    expect((await update(order._id, { payment_status: 'failed' }, asAdmin)).status).toBe(200);
    expect(await stockOf(prisma, product.id)).toBe(10);

    expect((await update(order._id, { delivery_status: 'pending' }, asAdmin)).body.data.delivery_status).toBe('pending');
    expect(await stockOf(prisma, product.id)).toBe(8);
    expect((await update(order._id, { delivery_status: 'shipped' }, asAdmin)).status).toBe(200);
    expect(await stockOf(prisma, product.id)).toBe(8);
  });

  it('cannot take an order out of cancelled when its stock is gone: 409, nothing changed', async () => {
    const { order, product } = await newOrder();
    await update(order._id, { delivery_status: 'cancelled' }, asAdmin);
    await setStock(prisma, product.id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, { delivery_status: 'shipped' }, asAdmin), 409, 'Only 1 of Ceylon Black Tea left in stock');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('cancels an order whose product was deleted since (nothing to give back to it)', async () => {
    const { order, product } = await newOrder();
    await prisma.product.delete({ where: { id: product.id } });
    const reply = await update(order._id, { delivery_status: 'cancelled' }, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.data.delivery_status).toBe('cancelled');
  });

  it('gets 404 "Order not found" for an unknown order', async () => {
    expectRefused(await update('no-such-order', { delivery_status: 'shipped' }, asAdmin), 404, 'Order not found');
  });
});

describe('a shopper', () => {
  it('cancels their own pending, unpaid order: the stock comes back', async () => {
    const { order, product } = await newOrder();
    const reply = await update(order._id, { delivery_status: 'cancelled' }, asShopper);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Order updated successfully', data: { delivery_status: 'cancelled' } });
    expect(await stockOf(prisma, product.id)).toBe(10);
  });

  it('cancels by the ORD- number with a cookie session, also an unpaid card order', async () => {
    const { order, product } = await newOrder(shopper, 'card');
    expect((await update(order.orderId, { delivery_status: 'cancelled' }, { cookies: shopper })).status).toBe(200);
    expect(await stockOf(prisma, product.id)).toBe(10);
  });

  it.each([
    ['shipped', { delivery_status: 'shipped' }],
    ['delivered', { delivery_status: 'delivered' }],
    ['already cancelled', { delivery_status: 'cancelled' }],
    ['paid', { payment_status: 'completed' }],
  ])('cannot cancel an order that is %s: 409, nothing changed', async (_label, state) => {
    const { order } = await newOrder();
    expect((await update(order._id, state, asAdmin)).status).toBe(200);
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, { delivery_status: 'cancelled' }, asShopper), 409, 'This order can no longer be cancelled');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['shipped', { delivery_status: 'shipped' }],
    ['delivered', { delivery_status: 'delivered' }],
    ['pending', { delivery_status: 'pending' }],
  ])('cannot set delivery_status %s: 403, nothing changed', async (_label, change) => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, change, asShopper), 403, 'You can only cancel your order');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it.each([
    ['payment_status completed', { payment_status: 'completed' }],
    ['payment_id', { payment_id: 'pi_paid' }],
    ['a cancellation with payment_status', { delivery_status: 'cancelled', payment_status: 'completed' }],
    ['a cancellation with payment_id', { delivery_status: 'cancelled', payment_id: 'COD-1' }],
  ])('cannot set payment fields (%s): 403, nothing changed', async (_label, change) => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, change, asShopper), 403, 'Payment details are set by the payment provider, not by shoppers');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('the payment page’s report, for a payment the gateway does not confirm: 409, nothing changed', async () => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    const report = { delivery_status: 'pending', payment_status: 'completed', payment_id: 'pi_123' };
    expectRefused(await update(order._id, report, asShopper), 409, 'The payment provider has not confirmed this payment');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('cannot touch another shopper’s order: 404 "Order not found", nothing changed', async () => {
    const { order } = await newOrder(other);
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, { delivery_status: 'cancelled' }, asShopper), 404, 'Order not found');
    expectRefused(await update(order.orderId, { delivery_status: 'cancelled' }, asShopper), 404, 'Order not found');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it.skipIf(onEmbeddedDatabase)('cannot cancel an order paid while the cancellation was under way: 409, stock kept', async () => {
    const { order, product } = await newOrder();
    // The order's row is held, so the cancellation reads it unpaid and then waits; meanwhile the payment settles.
    const reply = await whileActionWaitsForLock(
      url,
      { sql: 'SELECT id FROM orders WHERE id = $1 FOR UPDATE', params: [order._id] },
      () => update(order._id, { delivery_status: 'cancelled' }, asShopper),
      (payment) => payment.query(`UPDATE orders SET payment_status = 'completed' WHERE id = $1`, [order._id]),
    );
    expectRefused(reply, 409, 'The order changed meanwhile: reload and try again');
    expect(await orderRow(order._id)).toMatchObject({ deliveryStatus: 'pending', paymentStatus: 'completed' });
    expect(await stockOf(prisma, product.id)).toBe(8);
  });
});

describe('refuses bad input and changes nothing', () => {
  it.each([
    ['an empty body', {}, 'Nothing to update: send delivery_status or payment_status'],
    ['only unknown fields', { status: 'shipped' }, 'Nothing to update: send delivery_status or payment_status'],
    ['an unknown delivery_status', { delivery_status: 'lost' }, 'delivery_status must be pending, shipped, delivered or cancelled'],
    ['a delivery_status in capitals', { delivery_status: 'SHIPPED' }, 'delivery_status must be pending, shipped, delivered or cancelled'],
    ['an unknown payment_status', { payment_status: 'refunded' }, 'payment_status must be pending, completed or failed'],
    ['a payment_status that is not text', { payment_status: 1 }, 'payment_status must be pending, completed or failed'],
    ['a payment_id that is not text', { payment_id: 42 }, 'payment_id must be text of at most 100 characters'],
    ['a payment_id over 100 characters', { payment_id: 'p'.repeat(101) }, 'payment_id must be text of at most 100 characters'],
  ])('%s (400)', async (_label, body, message) => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    for (const session of [asAdmin, asShopper]) expectRefused(await update(order._id, body, session), 400, message);
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('a body that is not JSON (400)', async () => {
    const { order } = await newOrder();
    const reply = await call(updateRoute, 'PUT', `/api/order/update/${order._id}`, { ...asAdmin, raw: { body: 'shipped', contentType: 'text/plain' } }, { id: order._id });
    expectRefused(reply, 400, 'Content-Type must be application/json');
  });

  it('a guest (401) and a cookie session without X-XSRF-TOKEN (403)', async () => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, { delivery_status: 'cancelled' }), 401, 'Please log in to continue');
    const noHeader = { cookies: { ...admin, csrfHeader: false as const } };
    expectRefused(await update(order._id, { delivery_status: 'cancelled' }, noHeader), 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });
});
