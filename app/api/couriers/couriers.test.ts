import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import { ADMIN_REFUSALS, expectKeys, refusalOptions } from '@/tests/catalog';
import { addToCart, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { PUT as updateOrderRoute } from '../order/update/[id]/route';
import { DELETE as deleteRoute, PUT as updateRoute } from './[id]/route';
import { GET as listRoute, POST as createRoute } from './route';
import { MAX_COURIERS, TOO_MANY_COURIERS } from '@/lib/orders/schemas';

/**
 * The couriers offered when shipping (admin): GET and POST /api/couriers, PUT and DELETE /api/couriers/{id}. The
 * migration lists seven Sri Lankan couriers; names are unique regardless of letter case.
 */

const { prisma, admin, category } = await setupOrdersTest();
const shopper = await makeShopper(prisma, 'Kamal Silva');
const sessions = { admin, shopper };
const asAdmin = { token: admin.token };

const list = (options: CallOptions) => call(listRoute, 'GET', '/api/couriers', options);
const create = (options: CallOptions) => call(createRoute, 'POST', '/api/couriers', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/couriers/${id}`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/couriers/${id}`, options, { id });

const COURIER_KEYS = ['_id', 'name', 'position', 'trackingUrl'];
const NAME = 'Courier name must be 1-60 characters';
const TRACKING_URL = 'Tracking URL must be an http or https address containing {tracking}, at most 300 characters';
const POSITION = 'Position must be a whole number from 0 to 9999';
const TAKEN = 'A courier with this name already exists';

/** Every courier row: equal snapshots mean a refused call changed nothing. */
const courierSnapshot = () => prisma.courier.findMany({ orderBy: { id: 'asc' } });

let counter = 0;
const makeCourier = (name = `Test Courier ${(counter += 1)}`, trackingUrl: string | null = null) =>
  prisma.courier.create({ data: { name, nameKey: name.toLowerCase(), trackingUrl, position: 100 + counter } });

describe('GET /api/couriers', () => {
  // First in the file: only the migration's couriers exist.
  it('lists the seeded Sri Lankan couriers by position, without tracking pages', async () => {
    const reply = await list(asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Couriers fetched');
    const couriers = reply.body.data as { name: string; trackingUrl: string | null; position: number }[];
    for (const courier of couriers) expectKeys(courier, COURIER_KEYS);
    expect(couriers.map((courier) => [courier.name, courier.position, courier.trackingUrl])).toEqual([
      ['Domex', 1, null],
      ['Pronto Lanka', 2, null],
      ['Koombiyo Delivery', 3, null],
      ['Sri Lanka Post', 4, null],
      ['Citypak', 5, null],
      ['Aramex Sri Lanka', 6, null],
      ['Certis Lanka', 7, null],
    ]);
  });

  it.each(ADMIN_REFUSALS.filter(([who]) => who !== 'an admin cookie without X-XSRF-TOKEN'))('refuses %s (%i)', async (who, status, message) => {
    expectRefused(await list(refusalOptions(who, sessions)), status, message);
  });
});

describe('POST /api/couriers', () => {
  it('adds a courier at the end of the list: 201 "Courier added" with it', async () => {
    const last = await prisma.courier.aggregate({ _max: { position: true } });
    const reply = await create({ ...asAdmin, json: { name: '  Kandy   Express ', trackingUrl: ' https://kandy-express.example/track?no={tracking} ' } });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Courier added');
    expectKeys(reply.body.data, COURIER_KEYS);
    expect(reply.body.data).toEqual({
      _id: expect.any(String),
      name: 'Kandy Express',
      trackingUrl: 'https://kandy-express.example/track?no={tracking}',
      position: last._max.position! + 1,
    });
    expect(await prisma.courier.findUniqueOrThrow({ where: { id: reply.body.data._id } })).toMatchObject({ nameKey: 'kandy express' });
  });

  it('takes a position, and a blank tracking URL as none', async () => {
    const reply = await create({ ...asAdmin, json: { name: 'Galle Riders', trackingUrl: '', position: '0' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ name: 'Galle Riders', trackingUrl: null, position: 0 });
    expect((await list(asAdmin)).body.data[0].name).toBe('Galle Riders');
  });

  it.each([
    ['a name in another letter case', 'DOMEX'],
    ['a name with other spaces', ' sri  lanka post '],
  ])('refuses %s (409), nothing changed', async (_label, name) => {
    const before = await courierSnapshot();
    expectRefused(await create({ ...asAdmin, json: { name } }), 409, TAKEN);
    expect(await courierSnapshot()).toEqual(before);
  });

  it.each([
    ['no name', {}, NAME],
    ['a blank name', { name: '   ' }, NAME],
    ['a name that is not text', { name: 42 }, NAME],
    ['a name over 60 characters', { name: 'C'.repeat(61) }, NAME],
    ['a tracking URL without {tracking}', { name: 'Ok Courier', trackingUrl: 'https://example.lk/track' }, TRACKING_URL],
    ['a tracking URL that is not http(s)', { name: 'Ok Courier', trackingUrl: 'javascript:alert({tracking})' }, TRACKING_URL],
    ['a tracking URL that is not an address', { name: 'Ok Courier', trackingUrl: 'track {tracking}' }, TRACKING_URL],
    ['a tracking URL that is not text', { name: 'Ok Courier', trackingUrl: 7 }, TRACKING_URL],
    ['a tracking URL over 300 characters', { name: 'Ok Courier', trackingUrl: `https://example.lk/${'a'.repeat(290)}?n={tracking}` }, TRACKING_URL],
    ['a negative position', { name: 'Ok Courier', position: -1 }, POSITION],
    ['a fractional position', { name: 'Ok Courier', position: 1.5 }, POSITION],
    ['a position past 9999', { name: 'Ok Courier', position: 10000 }, POSITION],
    ['a position that is not a number', { name: 'Ok Courier', position: 'first' }, POSITION],
  ])('refuses %s (400), nothing changed', async (_label, json, message) => {
    const before = await courierSnapshot();
    expectRefused(await create({ ...asAdmin, json }), 400, message);
    expect(await courierSnapshot()).toEqual(before);
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i), nothing changed', async (who, status, message) => {
    const before = await courierSnapshot();
    expectRefused(await create({ ...refusalOptions(who, sessions), json: { name: 'Sneaky Courier' } }), status, message);
    expect(await courierSnapshot()).toEqual(before);
  });
});

describe('PUT /api/couriers/{id}', () => {
  it('replaces the name and the tracking URL, and keeps the position when none is sent', async () => {
    const courier = await makeCourier('Matara Movers', 'https://old.example/{tracking}');
    const reply = await update(courier.id, { ...asAdmin, json: { name: 'Matara Express' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Courier updated',
      data: { _id: courier.id, name: 'Matara Express', trackingUrl: null, position: courier.position },
    });
    const moved = await update(courier.id, { ...asAdmin, json: { name: 'matara express', trackingUrl: 'http://matara.example/t/{tracking}', position: 3 } });
    expect(moved.body.data).toEqual({ _id: courier.id, name: 'matara express', trackingUrl: 'http://matara.example/t/{tracking}', position: 3 });
  });

  it('refuses a courier past the list’s cap (409), nothing changed', async () => {
    const before = await prisma.courier.count();
    await prisma.courier.createMany({
      data: Array.from({ length: MAX_COURIERS - before }, (_, index) => ({ name: `Cap ${index}`, nameKey: `cap ${index}`, position: 100 + index })),
    });
    expectRefused(await create({ ...asAdmin, json: { name: 'One Too Many' } }), 409, TOO_MANY_COURIERS);
    expect(await prisma.courier.count()).toBe(MAX_COURIERS);
    await prisma.courier.deleteMany({ where: { name: { startsWith: 'Cap ' } } });
  });

  it('refuses another courier’s name (409) and an unknown id (404), nothing changed', async () => {
    const courier = await makeCourier();
    const before = await courierSnapshot();
    expectRefused(await update(courier.id, { ...asAdmin, json: { name: 'citypak' } }), 409, TAKEN);
    expectRefused(await update('no-such-courier', { ...asAdmin, json: { name: 'Nobody' } }), 404, 'Courier not found');
    expectRefused(await update(courier.id, { ...asAdmin, json: { name: '' } }), 400, NAME);
    expect(await courierSnapshot()).toEqual(before);
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i), nothing changed', async (who, status, message) => {
    const courier = await makeCourier();
    const before = await courierSnapshot();
    expectRefused(await update(courier.id, { ...refusalOptions(who, sessions), json: { name: 'Renamed' } }), status, message);
    expect(await courierSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/couriers/{id}', () => {
  it('deletes it: "Courier deleted"; an order shipped with it keeps its name; a second delete is 404', async () => {
    const courier = await makeCourier('Jaffna Parcels');
    const product = await makeStockedProduct(prisma, category.id, { name: 'Jaffna Mango', price: '100.00', stock: 10 });
    await addToCart(prisma, shopper.id, product.id, 1);
    const order = (await placeOrder(shopper, { delivery_address: shopper.address.id })).body.data as { _id: string };
    const ship = { delivery_status: 'shipped', courier: 'Jaffna Parcels', tracking_number: 'JP-1' };
    const url = `/api/order/update/${order._id}`;
    expect((await call(updateOrderRoute, 'PUT', url, { ...asAdmin, json: ship }, { id: order._id })).status).toBe(200);

    const reply = await remove(courier.id, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Courier deleted' });
    expect(await prisma.courier.findUnique({ where: { id: courier.id } })).toBeNull();
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({ courier: 'Jaffna Parcels', trackingNumber: 'JP-1' });
    expectRefused(await remove(courier.id, asAdmin), 404, 'Courier not found');
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i) and keeps the courier', async (who, status, message) => {
    const courier = await makeCourier();
    expectRefused(await remove(courier.id, refusalOptions(who, sessions)), status, message);
    expect(await prisma.courier.findUnique({ where: { id: courier.id } })).not.toBeNull();
  });
});
