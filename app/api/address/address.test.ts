import { describe, expect, it } from 'vitest';
import { getOwnAddress } from '@/lib/addresses';
import { AppError } from '@/lib/errors';
import { NAME_MESSAGE } from '@/lib/users/schemas';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import { ADDRESS_KEYS, expectDone, newShopper, setupShopTest, shopperSnapshot, USER_REFUSALS, userRefusalOptions } from '@/tests/shop';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/[addressId]/route';
import { GET as getRoute } from './get/route';
import { PUT as updateRoute } from './update/[addressId]/route';

/**
 * Addresses: POST create, GET get, PUT update/{addressId}, DELETE delete/{addressId}. A shopper with any address has
 * exactly one default; a shopper reaches only their own addresses.
 */

const { prisma, shopper, other } = await setupShopTest();

type Who = { token: string };
const create = (who: Who, json: unknown, options: CallOptions = {}) =>
  call(createRoute, 'POST', '/api/address/create', { token: who.token, json, ...options });
const list = (options: CallOptions) => call(getRoute, 'GET', '/api/address/get', options);
const update = (addressId: string, options: CallOptions) =>
  call(updateRoute, 'PUT', `/api/address/update/${addressId}`, options, { addressId });
const remove = (addressId: string, options: CallOptions) =>
  call(deleteRoute, 'DELETE', `/api/address/delete/${addressId}`, options, { addressId });

const FILL = 'Please fill all fields';
const MOBILE = 'Mobile must be 7-20 digits';

/** A valid address body; `overrides` replace fields (undefined leaves one out). */
function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kamal Silva',
    mobile: '+94 77 123 4567',
    address_line: '12 Galle Road',
    city: 'Colombo',
    state: 'Western',
    pincode: '00300',
    country: 'Sri Lanka',
    ...overrides,
  };
}

let made = 0;
/** An address made straight in the database, each newer than the one before. */
function addressFor(userId: string, options: { isDefault?: boolean; city?: string } = {}) {
  made += 1;
  return prisma.address.create({
    data: {
      userId,
      name: 'Kamal Silva',
      mobile: '0771234567',
      addressLine: `${made} Temple Road`,
      city: options.city ?? 'Kandy',
      state: 'Central',
      pincode: '20000',
      country: 'Sri Lanka',
      isDefault: options.isDefault ?? false,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, made)),
    },
  });
}

const defaultsOf = async (userId: string) =>
  (await prisma.address.findMany({ where: { userId, isDefault: true }, select: { id: true } })).map((row) => row.id);

describe('POST /api/address/create', () => {
  it('adds the first address as the default, trimmed: 201, "Address added", the exact address', async () => {
    const fresh = await newShopper();
    const reply = await create(fresh, addressBody({ name: '  Kamal Silva ', city: ' Colombo  ', default: false }));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Address added',
      data: {
        _id: expect.any(String),
        name: 'Kamal Silva',
        mobile: '+94 77 123 4567',
        address_line: '12 Galle Road',
        city: 'Colombo',
        state: 'Western',
        pincode: '00300',
        country: 'Sri Lanka',
        default: true,
      },
    });
    expect(Object.keys(reply.body.data).sort()).toEqual(ADDRESS_KEYS);
    const row = await prisma.address.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect(row).toMatchObject({ userId: fresh.id, addressLine: '12 Galle Road', city: 'Colombo', isDefault: true });
  });

  it('adds a later address as not default, unless it asks to be the default, which moves the default to it', async () => {
    const fresh = await newShopper();
    const first = await create(fresh, addressBody());
    const second = await create(fresh, addressBody({ city: 'Galle' }));
    expect(second.body.data.default).toBe(false);
    expect(await defaultsOf(fresh.id)).toEqual([first.body.data._id]);
    const third = await create(fresh, addressBody({ city: 'Jaffna', default: true }), { token: undefined, cookies: fresh });
    expect(third.status).toBe(201);
    expect(third.body.data.default).toBe(true);
    expect(await defaultsOf(fresh.id)).toEqual([third.body.data._id]);
  });

  it('keeps one default when first addresses are sent in parallel, or several ask to be the default at once', async () => {
    const fresh = await newShopper();
    const firsts = await Promise.all(['Colombo', 'Galle', 'Kandy', 'Matara'].map((city) => create(fresh, addressBody({ city }))));
    expect(firsts.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
    expect(firsts.filter((reply) => reply.body.data.default)).toHaveLength(1);
    expect(await defaultsOf(fresh.id)).toHaveLength(1);
    const defaults = await Promise.all(['Jaffna', 'Trinco'].map((city) => create(fresh, addressBody({ city, default: true }))));
    expect(defaults.map((reply) => reply.status)).toEqual([201, 201]);
    expect(await defaultsOf(fresh.id)).toHaveLength(1);
    expect(defaults.map((reply) => reply.body.data._id)).toContain((await defaultsOf(fresh.id))[0]);
  });

  describe('refuses and changes nothing', () => {
    const fields = ['name', 'mobile', 'address_line', 'city', 'state', 'pincode', 'country'];
    it.each<[string, Record<string, unknown>, string]>([
      ...fields.map((field): [string, Record<string, unknown>, string] => [`no ${field}`, { [field]: undefined }, FILL]),
      ...fields.map((field): [string, Record<string, unknown>, string] => [`a blank ${field}`, { [field]: '   ' }, FILL]),
      ['a name that is not text', { name: 42 }, FILL],
      ['a city of null', { city: null }, FILL],
      ['a mobile of 6 digits', { mobile: '077123' }, MOBILE],
      ['a mobile with letters', { mobile: '077-CALL-NOW' }, MOBILE],
      ['a mobile of 21 characters', { mobile: '+94 77 123 4567 89012' }, MOBILE],
      ['a mobile of dashes only', { mobile: '--------' }, MOBILE],
      ['a name over 50 characters', { name: 'x'.repeat(51) }, NAME_MESSAGE],
      ['a name with digits', { name: 'Flat 2' }, NAME_MESSAGE],
      ['an address line over 200 characters', { address_line: 'x'.repeat(201) }, 'Address line must be at most 200 characters'],
      ['a city over 100 characters', { city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
      ['a state over 100 characters', { state: 'x'.repeat(101) }, 'State must be at most 100 characters'],
      ['a pincode over 20 characters', { pincode: '1'.repeat(21) }, 'Pincode must be at most 20 characters'],
      ['a country over 100 characters', { country: 'x'.repeat(101) }, 'Country must be at most 100 characters'],
      ['a default that is not true or false', { default: 'yes' }, 'Default must be true or false'],
    ])('%s (400)', async (_label, overrides, message) => {
      const before = await shopperSnapshot(prisma);
      expectRefused(await create(shopper, addressBody(overrides)), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each([
      ['malformed JSON', { body: '{"name": ', contentType: 'application/json' }, 'Malformed JSON body'],
      ['a body that is a list', { body: '[]', contentType: 'application/json' }, FILL],
      ['a form body', { body: 'name=Kamal', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
    ])('%s (400)', async (_label, raw, message) => {
      const before = await shopperSnapshot(prisma);
      expectRefused(await call(createRoute, 'POST', '/api/address/create', { token: shopper.token, raw }), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('a 51st address (400)', async () => {
      const fresh = await newShopper();
      for (let index = 0; index < 50; index += 1) await addressFor(fresh.id, { isDefault: index === 0 });
      const before = await shopperSnapshot(prisma);
      expectRefused(await create(fresh, addressBody()), 400, 'You can keep at most 50 addresses: delete one first');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
      const before = await shopperSnapshot(prisma);
      const reply = await call(createRoute, 'POST', '/api/address/create', { ...userRefusalOptions(who, shopper), json: addressBody() });
      expectRefused(reply, status, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('GET /api/address/get', () => {
  it('lists only the shopper’s own addresses: the default first, then newest first', async () => {
    const fresh = await newShopper();
    const oldest = await addressFor(fresh.id, { city: 'Kandy' });
    const theDefault = await addressFor(fresh.id, { city: 'Colombo', isDefault: true });
    const newest = await addressFor(fresh.id, { city: 'Galle' });
    await addressFor(other.id, { city: 'Jaffna', isDefault: true });
    const reply = await list({ token: fresh.token });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Addresses');
    expect(reply.body.data.map((address: { _id: string }) => address._id)).toEqual([theDefault.id, newest.id, oldest.id]);
    expect(reply.body.data[0]).toEqual({
      _id: theDefault.id,
      name: 'Kamal Silva',
      mobile: '0771234567',
      address_line: theDefault.addressLine,
      city: 'Colombo',
      state: 'Central',
      pincode: '20000',
      country: 'Sri Lanka',
      default: true,
    });
    for (const address of reply.body.data) expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
  });

  it('answers an empty address book with an empty list, also to a cookie session without X-XSRF-TOKEN', async () => {
    const fresh = await newShopper();
    const reply = await list({ cookies: { ...fresh, csrfHeader: false } });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { success: true, message: 'Addresses', data: [] } });
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await list({}), 401, 'Please log in to continue');
  });
});

describe('PUT /api/address/update/{addressId}', () => {
  it('replaces every field: 200, "Address updated"; the default stays where it was', async () => {
    const fresh = await newShopper();
    const theDefault = await addressFor(fresh.id, { isDefault: true });
    const address = await addressFor(fresh.id);
    const body = addressBody({ name: 'Nimal Perera', mobile: '011-2345678', address_line: '5 Lake Drive', city: 'Kurunegala', pincode: '60000' });
    const reply = await update(address.id, { token: fresh.token, json: body });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Address updated',
      data: {
        _id: address.id,
        name: 'Nimal Perera',
        mobile: '011-2345678',
        address_line: '5 Lake Drive',
        city: 'Kurunegala',
        state: 'Western',
        pincode: '60000',
        country: 'Sri Lanka',
        default: false,
      },
    });
    expect(await prisma.address.findUniqueOrThrow({ where: { id: address.id } })).toMatchObject({ city: 'Kurunegala', isDefault: false });
    expect(await defaultsOf(fresh.id)).toEqual([theDefault.id]);
  });

  it('moves the default with default: true; default: false on the default keeps it (a shopper always has one)', async () => {
    const fresh = await newShopper();
    const first = await addressFor(fresh.id, { isDefault: true });
    const second = await addressFor(fresh.id);
    const moved = await update(second.id, { cookies: fresh, json: addressBody({ default: true }) });
    expect(moved.body.data.default).toBe(true);
    expect(await defaultsOf(fresh.id)).toEqual([second.id]);
    const kept = await update(second.id, { token: fresh.token, json: addressBody({ default: false }) });
    expect(kept.status).toBe(200);
    expect(kept.body.data.default).toBe(true);
    expect(await defaultsOf(fresh.id)).toEqual([second.id]);
    expect((await update(first.id, { token: fresh.token, json: addressBody() })).body.data.default).toBe(false);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no name', { name: undefined }, FILL],
      ['a blank country', { country: ' ' }, FILL],
      ['a bad mobile', { mobile: '12345' }, MOBILE],
      ['a pincode over 20 characters', { pincode: '1'.repeat(21) }, 'Pincode must be at most 20 characters'],
      ['a default that is not true or false', { default: 1 }, 'Default must be true or false'],
    ])('%s (400)', async (_label, overrides, message) => {
      const address = await addressFor(shopper.id);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(address.id, { token: shopper.token, json: addressBody(overrides) }), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('another shopper’s address, answered like an unknown one (404)', async () => {
      const theirs = await addressFor(other.id);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(theirs.id, { token: shopper.token, json: addressBody({ default: true }) }), 404, 'Address not found');
      expectRefused(await update('no-such-address', { token: shopper.token, json: addressBody() }), 404, 'Address not found');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
      const address = await addressFor(shopper.id);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(address.id, { ...userRefusalOptions(who, shopper), json: addressBody() }), status, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('DELETE /api/address/delete/{addressId}', () => {
  it('deletes an address: 200, "Address deleted"; the default stays', async () => {
    const fresh = await newShopper();
    const theDefault = await addressFor(fresh.id, { isDefault: true });
    const address = await addressFor(fresh.id);
    expectDone(await remove(address.id, { token: fresh.token }), 'Address deleted');
    expect(await prisma.address.findUnique({ where: { id: address.id } })).toBeNull();
    expect(await defaultsOf(fresh.id)).toEqual([theDefault.id]);
  });

  it('deleting the default makes the newest remaining address the default; the last one leaves none', async () => {
    const fresh = await newShopper();
    const older = await addressFor(fresh.id);
    const theDefault = await addressFor(fresh.id, { isDefault: true });
    const newest = await addressFor(fresh.id);
    expectDone(await remove(theDefault.id, { cookies: fresh }), 'Address deleted');
    expect(await defaultsOf(fresh.id)).toEqual([newest.id]);
    expectDone(await remove(newest.id, { token: fresh.token }), 'Address deleted');
    expect(await defaultsOf(fresh.id)).toEqual([older.id]);
    expectDone(await remove(older.id, { token: fresh.token }), 'Address deleted');
    expect(await prisma.address.count({ where: { userId: fresh.id } })).toBe(0);
  });

  it('refuses another shopper’s address and an unknown one (404), changing nothing', async () => {
    const theirs = await addressFor(other.id, { isDefault: false });
    const before = await shopperSnapshot(prisma);
    expectRefused(await remove(theirs.id, { token: shopper.token }), 404, 'Address not found');
    expectRefused(await remove('no-such-address', { token: shopper.token }), 404, 'Address not found');
    expect(await shopperSnapshot(prisma)).toEqual(before);
  });

  it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
    const address = await addressFor(shopper.id);
    const before = await shopperSnapshot(prisma);
    expectRefused(await remove(address.id, userRefusalOptions(who, shopper)), status, message);
    expect(await shopperSnapshot(prisma)).toEqual(before);
  });
});

describe('getOwnAddress (for order creation, inside its transaction)', () => {
  it('answers the user’s own address row and refuses another user’s with AppError not_found "Address not found"', async () => {
    const mine = await addressFor(shopper.id, { city: 'Negombo' });
    const theirs = await addressFor(other.id);
    const row = await prisma.$transaction((tx) => getOwnAddress(tx, shopper.id, mine.id));
    expect(row).toEqual(mine);
    const refused = await prisma.$transaction((tx) => getOwnAddress(tx, shopper.id, theirs.id)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'not_found', message: 'Address not found' });
  });
});
