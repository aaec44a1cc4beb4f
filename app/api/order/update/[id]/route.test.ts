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
import { GET as getOrderRoute } from '../../[id]/route';
import { PUT as updateRoute } from './route';

/**
 * PUT /api/order/update/{id}: an admin sets delivery_status and payment_status freely, shipping with the courier and
 * tracking number; a shopper may only cancel their own pending, unpaid order. Cancelling returns the stock once;
 * leaving cancelled reserves it again.
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

/** Shipping takes the courier and the tracking number. */
const SHIP = { delivery_status: 'shipped', courier: 'Domex', tracking_number: 'DX-1001' };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('an admin', () => {
  it('sets delivery_status and payment_status: "Order updated successfully" with the updated order', async () => {
    const { order } = await newOrder();
    const shipped = await update(order._id, SHIP, asAdmin);
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
    expect((await update(order._id, SHIP, asAdmin)).status).toBe(200);
    expect(await stockOf(prisma, product.id)).toBe(8);
  });

  it('cannot take an order out of cancelled when its stock is gone: 409, nothing changed', async () => {
    const { order, product } = await newOrder();
    await update(order._id, { delivery_status: 'cancelled' }, asAdmin);
    await setStock(prisma, product.id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, SHIP, asAdmin), 409, 'Only 1 of Ceylon Black Tea left in stock');
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
    expectRefused(await update('no-such-order', SHIP, asAdmin), 404, 'Order not found');
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
    ['shipped', SHIP],
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
    ['shipped with a courier', SHIP],
    ['cancelled with a courier', { delivery_status: 'cancelled', courier: 'Domex', tracking_number: 'DX-1001' }],
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

describe('fulfilment', () => {
  const fulfilmentOf = async (id: string) => {
    const { courier, trackingNumber, shippedAt, deliveredAt } = await orderRow(id);
    return { courier, trackingNumber, shippedAt, deliveredAt };
  };

  it('shipping records the courier and the tracking number as given (tidied) and when it was shipped', async () => {
    const { order } = await newOrder();
    const before = Date.now();
    const reply = await update(order._id, { delivery_status: 'shipped', courier: '  Koombiyo   Delivery ', tracking_number: ' KD 2026-0042 ' }, asAdmin);
    expect(reply.status).toBe(200);
    expectKeys(reply.body.data, ORDER_KEYS);
    expect(reply.body.data).toMatchObject({
      delivery_status: 'shipped',
      courier: 'Koombiyo Delivery',
      tracking_number: 'KD 2026-0042',
      shipped_at: expect.stringMatching(ISO),
      delivered_at: null,
      refunded_amount: 0,
    });
    const shippedAt = new Date(reply.body.data.shipped_at).getTime();
    expect(shippedAt).toBeGreaterThanOrEqual(before);
    expect(shippedAt).toBeLessThanOrEqual(Date.now());
    expect(await fulfilmentOf(order._id)).toEqual({
      courier: 'Koombiyo Delivery',
      trackingNumber: 'KD 2026-0042',
      shippedAt: new Date(shippedAt),
      deliveredAt: null,
    });
    // The shopper reads the same on their order.
    const read = await call(getOrderRoute, 'GET', `/api/order/${order.orderId}`, asShopper, { id: order.orderId });
    expect(read.body.data).toMatchObject({ courier: 'Koombiyo Delivery', tracking_number: 'KD 2026-0042', shipped_at: reply.body.data.shipped_at });
  });

  it('a courier not on the list is taken as typed ("other")', async () => {
    const { order } = await newOrder();
    const reply = await update(order._id, { ...SHIP, courier: 'Kandy Express Couriers' }, asAdmin);
    expect(reply.body.data).toMatchObject({ courier: 'Kandy Express Couriers', tracking_number: 'DX-1001' });
  });

  it('delivered sets delivered_at and keeps shipped_at; a payment change later keeps both', async () => {
    const { order } = await newOrder();
    const shipped = (await update(order._id, SHIP, asAdmin)).body.data;
    const delivered = await update(order._id, { delivery_status: 'delivered' }, asAdmin);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ courier: 'Domex', tracking_number: 'DX-1001', shipped_at: shipped.shipped_at, delivered_at: expect.stringMatching(ISO) });
    expect(new Date(delivered.body.data.delivered_at).getTime()).toBeGreaterThanOrEqual(new Date(shipped.shipped_at).getTime());
    const paid = await update(order._id, { payment_status: 'completed' }, asAdmin);
    expect(paid.body.data).toMatchObject({ shipped_at: shipped.shipped_at, delivered_at: delivered.body.data.delivered_at });
    // Saying delivered again keeps the day it was delivered.
    const again = await update(order._id, { delivery_status: 'delivered' }, asAdmin);
    expect(again.body.data.delivered_at).toBe(delivered.body.data.delivered_at);
  });

  it('delivered straight from pending (by hand) counts as shipped at the same moment, with no courier', async () => {
    const { order } = await newOrder();
    const reply = await update(order._id, { delivery_status: 'delivered' }, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ courier: null, tracking_number: null, shipped_at: expect.stringMatching(ISO) });
    expect(reply.body.data.delivered_at).toBe(reply.body.data.shipped_at);
  });

  it('shipping again corrects the courier and tracking number and keeps shipped_at; back from delivered clears delivered_at', async () => {
    const { order } = await newOrder();
    const first = (await update(order._id, SHIP, asAdmin)).body.data;
    await update(order._id, { delivery_status: 'delivered' }, asAdmin);
    const corrected = await update(order._id, { ...SHIP, courier: 'Pronto Lanka', tracking_number: 'PL-9' }, asAdmin);
    expect(corrected.body.data).toMatchObject({ courier: 'Pronto Lanka', tracking_number: 'PL-9', shipped_at: first.shipped_at, delivered_at: null });
  });

  it('back to pending clears the shipment; cancelling keeps it as the record of what was sent', async () => {
    const { order } = await newOrder();
    await update(order._id, SHIP, asAdmin);
    const cancelled = await update(order._id, { delivery_status: 'cancelled' }, asAdmin);
    expect(cancelled.body.data).toMatchObject({ courier: 'Domex', tracking_number: 'DX-1001', shipped_at: expect.stringMatching(ISO) });
    const pending = await update(order._id, { delivery_status: 'pending' }, asAdmin);
    expect(pending.body.data).toMatchObject({ courier: null, tracking_number: null, shipped_at: null, delivered_at: null });
    expect(await fulfilmentOf(order._id)).toEqual({ courier: null, trackingNumber: null, shippedAt: null, deliveredAt: null });
  });

  it.each([
    ['without courier and tracking number', { delivery_status: 'shipped' }, 'Choose the courier to ship the order'],
    ['without a tracking number', { delivery_status: 'shipped', courier: 'Domex' }, 'Enter the tracking number to ship the order'],
    ['without a courier', { delivery_status: 'shipped', tracking_number: 'DX-1001' }, 'Choose the courier to ship the order'],
    ['with a blank courier', { ...SHIP, courier: '   ' }, 'Choose the courier to ship the order'],
    ['with a null tracking number', { ...SHIP, tracking_number: null }, 'Enter the tracking number to ship the order'],
    ['a courier with delivered', { delivery_status: 'delivered', courier: 'Domex', tracking_number: 'DX-1' }, "courier and tracking_number are sent with delivery_status 'shipped'"],
    ['a tracking number alone', { tracking_number: 'DX-1' }, "courier and tracking_number are sent with delivery_status 'shipped'"],
  ])('refuses shipping %s (400), nothing changed', async (_label, body, message) => {
    const { order } = await newOrder();
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, body, asAdmin), 400, message);
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('a refused correction of a shipped order keeps its shipment', async () => {
    const { order } = await newOrder();
    await update(order._id, SHIP, asAdmin);
    const before = await shopSnapshot(prisma);
    expectRefused(await update(order._id, { ...SHIP, tracking_number: 'DX/1001' }, asAdmin), 400, 'Tracking number must be 1-60 letters, digits, spaces or dashes');
    expect(await shopSnapshot(prisma)).toEqual(before);
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
    ['a courier that is not text', { ...SHIP, courier: 7 }, 'Courier name must be 1-60 characters'],
    ['a courier over 60 characters', { ...SHIP, courier: 'C'.repeat(61) }, 'Courier name must be 1-60 characters'],
    ['a tracking number with other characters', { ...SHIP, tracking_number: 'DX#1001' }, 'Tracking number must be 1-60 letters, digits, spaces or dashes'],
    ['a tracking number over 60 characters', { ...SHIP, tracking_number: '1'.repeat(61) }, 'Tracking number must be 1-60 letters, digits, spaces or dashes'],
    ['a tracking number that is not text', { ...SHIP, tracking_number: 1001 }, 'Tracking number must be 1-60 letters, digits, spaces or dashes'],
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
