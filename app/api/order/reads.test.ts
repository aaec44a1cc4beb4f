import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { addToCart, itemsOf, makeAddress, makeShopper, makeStockedProduct, ORDER_KEYS, placeOrder, setupOrdersTest } from '@/tests/orders';
import { GET as getOneRoute } from './[id]/route';
import { GET as getAllRoute } from './getall/route';
import { GET as getUserRoute } from './getuser/route';

/** GET /api/order/getall (admin), GET /api/order/getuser (own orders), GET /api/order/{id} (owner or admin). */

const { prisma, admin, shopper, category } = await setupOrdersTest();
const other = await makeShopper(prisma, 'Other Shopper');
const address = await makeAddress(prisma, shopper.id);
const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', stock: 100 });

async function orderOf(session: { id: string; token: string }, addressId: string, quantity: number) {
  await addToCart(prisma, session.id, tea.id, quantity);
  const reply = await placeOrder(session, { delivery_address: addressId });
  expect(reply.status).toBe(201);
  return reply.body.data as { _id: string; orderId: string; product_details: string };
}

// Made one after the other: newest last.
const first = await orderOf(shopper, address.id, 1);
const second = await orderOf(shopper, address.id, 2);
const others = await orderOf(other, other.address.id, 3);

const getAll = (options: CallOptions, query = '') => call(getAllRoute, 'GET', `/api/order/getall${query}`, options);
const getUser = (options: CallOptions) => call(getUserRoute, 'GET', '/api/order/getuser', options);
const getOne = (id: string, options: CallOptions) => call(getOneRoute, 'GET', `/api/order/${encodeURIComponent(id)}`, options, { id });

const idsOf = (orders: { _id: string }[]) => orders.map((order) => order._id);

describe('GET /api/order/getall', () => {
  it('gives an admin every order, newest first, in the order shape', async () => {
    const reply = await getAll({ token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(idsOf(reply.body.data)).toEqual([others._id, second._id, first._id]);
    for (const order of reply.body.data) expectKeys(order, ORDER_KEYS);
    expect(reply.body.data[0]).toMatchObject({ userId: { _id: other.id, name: 'Other Shopper', email: other.email }, subTotalAmt: 750, totalAmt: 760 });
    expect(itemsOf(reply.body.data[0])).toEqual([{ productId: tea.id, name: 'Ceylon Black Tea', name_translations: {}, image: tea.images[0], quantity: 3, price: 250 }]);
  });

  it('works with the admin’s cookie (a read needs no CSRF header)', async () => {
    expect((await getAll({ cookies: { ...admin, csrfHeader: false } })).status).toBe(200);
  });

  it('?search= finds orders by their order id, any part of it, any letter case', async () => {
    const whole = await getAll({ token: admin.token }, `?search=${second.orderId}`);
    expect(idsOf(whole.body.data)).toEqual([second._id]);
    const tail = second.orderId.slice(-6).toLowerCase();
    expect(idsOf((await getAll({ token: admin.token }, `?search=${tail}`)).body.data)).toEqual([second._id]);
    expect((await getAll({ token: admin.token }, '?search=ORD-0000-NOPE')).body.data).toEqual([]);
    expect(idsOf((await getAll({ token: admin.token }, '?search=ord-')).body.data)).toHaveLength(3);
    expect(idsOf((await getAll({ token: admin.token }, '?search=')).body.data)).toHaveLength(3);
    // Wildcards are text, not patterns.
    expect((await getAll({ token: admin.token }, '?search=%25')).body.data).toEqual([]);
    expect((await getAll({ token: admin.token }, '?search=ORD_')).body.data).toEqual([]);
  });

  it('refuses a USER (403) and a guest (401)', async () => {
    expectRefused(await getAll({ token: shopper.token }), 403, 'Access denied! Admins only.');
    expectRefused(await getAll({ cookies: shopper }), 403, 'Access denied! Admins only.');
    expectRefused(await getAll({}), 401, 'Please log in to continue');
  });
});

describe('GET /api/order/getuser', () => {
  it('gives each shopper their own orders only, newest first', async () => {
    const mine = await getUser({ token: shopper.token });
    expect(mine.status).toBe(200);
    expect(idsOf(mine.body.data)).toEqual([second._id, first._id]);
    for (const order of mine.body.data) expectKeys(order, ORDER_KEYS);
    expect(idsOf((await getUser({ cookies: other })).body.data)).toEqual([others._id]);
    // An admin's own list is the admin's own orders, not everyone's.
    expect((await getUser({ token: admin.token })).body.data).toEqual([]);
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await getUser({}), 401, 'Please log in to continue');
  });
});

describe('GET /api/order/{id}', () => {
  it('gives the owner the order by its _id and by its ORD- number', async () => {
    const byId = await getOne(first._id, { token: shopper.token });
    expect(byId.status).toBe(200);
    expectKeys(byId.body.data, ORDER_KEYS);
    expect(byId.body.data).toMatchObject({ _id: first._id, orderId: first.orderId, subTotalAmt: 250, deliveryFee: 10, totalAmt: 260 });
    const byNumber = await getOne(first.orderId, { cookies: shopper });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toEqual(byId.body.data);
  });

  it('gives an admin anyone’s order, by either id', async () => {
    expect((await getOne(others._id, { token: admin.token })).body.data).toMatchObject({ _id: others._id, userId: { _id: other.id } });
    expect((await getOne(others.orderId, { token: admin.token })).body.data).toMatchObject({ _id: others._id });
  });

  it.each([
    ['another shopper’s order by _id', () => others._id],
    ['another shopper’s order by its ORD- number', () => others.orderId],
    ['an unknown id', () => 'no-such-order'],
    ['an unknown ORD- number', () => 'ORD-0-000000'],
  ])('answers 404 "Order not found" for %s', async (_label, id) => {
    expectRefused(await getOne(id(), { token: shopper.token }), 404, 'Order not found');
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await getOne(first._id, {}), 401, 'Please log in to continue');
  });
});
