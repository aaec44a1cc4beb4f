import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colomboDay } from '@/lib/coupons/expiry';
import { Prisma } from '@/lib/generated/prisma/client';
import { call, type CallOptions, createUserAndLogIn, expectRefused } from '@/tests/api';
import { ADMIN_REFUSALS, makeCategory, makeProduct, refusalOptions, setupCatalogTest } from '@/tests/catalog';
import { POST as applyRoute } from './apply/route';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/[id]/route';
import { GET as getAllRoute } from './getall/route';
import { PUT as updateRoute } from './update/[id]/route';

/** Coupons: POST create, GET getall, PUT update/{id}, DELETE delete/{id} (admin) and POST apply (a signed-in shopper). */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };
const category = await makeCategory(prisma);

const create = (options: CallOptions) => call(createRoute, 'POST', '/api/coupon/create', options);
const getAll = (options: CallOptions) => call(getAllRoute, 'GET', '/api/coupon/getall', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/coupon/update/${id}`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/coupon/delete/${id}`, options, { id });
const apply = (options: CallOptions) => call(applyRoute, 'POST', '/api/coupon/apply', options);

const asAdmin = { token: admin.token };
const DAY = 24 * 60 * 60 * 1000;
const COUPON_KEYS = ['_id', 'code', 'createdAt', 'description', 'discountPercent', 'expiryDate', 'perShopperLimit', 'usageLimit', 'usedCount'];
const PER_SHOPPER = 'Limit per shopper must be a whole number from 1 to 1,000,000, or empty for no limit';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A Colombo day `days` from today, as a date input sends it, and the instant it stands for (its end in Colombo). */
const dayFromToday = (days: number) => colomboDay(new Date(Date.now() + days * DAY));
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`).toISOString();

const uniqueCode = (label = 'CODE') => `${label}${randomUUID().slice(0, 8)}`.toUpperCase();

async function makeCoupon(options: { code?: string; discountPercent?: number; expiresIn?: number; usageLimit?: number; usedCount?: number; description?: string } = {}) {
  return prisma.coupon.create({
    data: {
      code: options.code ?? uniqueCode(),
      discountPercent: options.discountPercent ?? 10,
      expiryDate: new Date(Date.now() + (options.expiresIn ?? 30 * DAY)),
      usageLimit: options.usageLimit ?? 0,
      usedCount: options.usedCount ?? 0,
      description: options.description ?? '',
    },
  });
}

/** Every coupon row: equal snapshots mean a refused call changed nothing. */
const couponSnapshot = () => prisma.coupon.findMany({ orderBy: { id: 'asc' } });

const validBody = () => ({ code: uniqueCode('new'), discountPercent: 15, expiryDate: dayFromToday(30) });

describe('GET /api/coupon/getall', () => {
  // First in the file: the database holds no coupon yet.
  it('answers an empty list while there are no coupons', async () => {
    const reply = await getAll(asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Coupons fetched', data: [], coupons: [] });
  });

  it('lists every coupon newest first, in `coupons` (the documented key) and `data`', async () => {
    const older = await prisma.coupon.create({
      data: { code: uniqueCode('OLD'), discountPercent: 5, expiryDate: new Date('2030-01-01T00:00:00Z'), createdAt: new Date(Date.now() - DAY) },
    });
    const newer = await makeCoupon({ usageLimit: 3, usedCount: 1, description: 'Newest' });
    const reply = await getAll(asAdmin);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['coupons', 'data', 'message', 'success']);
    expect(reply.body.coupons).toEqual(reply.body.data);
    const coupons = reply.body.coupons as { _id: string }[];
    expect(coupons.map((coupon) => coupon._id)).toEqual([newer.id, older.id]);
    expect(coupons[0]).toEqual({
      _id: newer.id,
      code: newer.code,
      discountPercent: 10,
      expiryDate: newer.expiryDate.toISOString(),
      description: 'Newest',
      usageLimit: 3,
      usedCount: 1,
      perShopperLimit: null,
      createdAt: newer.createdAt.toISOString(),
    });
  });

  it('answers the admin’s cookie session (a GET needs no CSRF header)', async () => {
    expect((await getAll({ cookies: { ...admin, csrfHeader: false } })).status).toBe(200);
  });

  it.each([
    ['a guest', {}, 401, 'Please log in to continue'],
    ['a USER', { token: shopper.token }, 403, 'Access denied! Admins only.'],
  ] as const)('refuses %s (%i)', async (_who, options, status, message) => {
    expectRefused(await getAll(options), status, message);
  });
});

describe('POST /api/coupon/create', () => {
  it('creates the coupon: 201, "Coupon created successfully!", the coupon with the code upper-cased', async () => {
    const code = uniqueCode('summer-');
    const day = dayFromToday(30);
    const reply = await create({
      ...asAdmin,
      json: { code: `  ${code.toLowerCase()} `, discountPercent: 15, expiryDate: day, usageLimit: 50, perShopperLimit: 2, description: ' Summer sale ' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Coupon created successfully!',
      data: {
        _id: expect.any(String),
        code,
        discountPercent: 15,
        expiryDate: endOfDay(day),
        description: 'Summer sale',
        usageLimit: 50,
        usedCount: 0,
        perShopperLimit: 2,
        createdAt: expect.stringMatching(ISO),
      },
    });
    expect(Object.keys(reply.body.data).sort()).toEqual(COUPON_KEYS);
    const row = await prisma.coupon.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect(row).toMatchObject({ code, discountPercent: 15, usageLimit: 50, usedCount: 0, perShopperLimit: 2, description: 'Summer sale' });
    expect(row.expiryDate.toISOString()).toBe(endOfDay(day));
  });

  it('defaults usage limit to 0 (unlimited), the limit per shopper to none and description to empty; takes numbers as text', async () => {
    const reply = await create({ ...asAdmin, json: { ...validBody(), discountPercent: '20', usageLimit: '' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ discountPercent: 20, usageLimit: 0, perShopperLimit: null, description: '' });
    const fromForm = await create({ ...asAdmin, json: { ...validBody(), perShopperLimit: ' ' } });
    expect(fromForm.body.data.perShopperLimit).toBeNull();
    const asText = await create({ ...asAdmin, json: { ...validBody(), perShopperLimit: '1' } });
    expect(asText.body.data.perShopperLimit).toBe(1);
  });

  it('takes an ISO date-time as that exact instant', async () => {
    const expiry = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const reply = await create({ ...asAdmin, json: { ...validBody(), expiryDate: expiry.toISOString() } });
    expect(reply.status).toBe(201);
    expect(reply.body.data.expiryDate).toBe(expiry.toISOString());
  });

  it('takes today (valid until the end of the day in Colombo)', async () => {
    const reply = await create({ ...asAdmin, json: { ...validBody(), expiryDate: dayFromToday(0) } });
    expect(reply.status).toBe(201);
    expect(reply.body.data.expiryDate).toBe(endOfDay(dayFromToday(0)));
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    expect((await create({ cookies: admin, json: validBody() })).status).toBe(201);
  });

  describe('refuses and changes nothing', () => {
    const REQUIRED = 'Code, discount percent and expiry date are required';
    it.each([
      ['no code', { code: undefined }, REQUIRED],
      ['a blank code', { code: '   ' }, REQUIRED],
      ['no discount percent', { discountPercent: undefined }, REQUIRED],
      ['an empty discount percent', { discountPercent: '' }, REQUIRED],
      ['no expiry date', { expiryDate: undefined }, REQUIRED],
      ['a null expiry date', { expiryDate: null }, REQUIRED],
      ['a 2-character code', { code: 'AB' }, 'Coupon code must be 3-40 letters, digits, - or _'],
      ['a 41-character code', { code: 'A'.repeat(41) }, 'Coupon code must be 3-40 letters, digits, - or _'],
      ['a code with spaces or symbols', { code: 'SAVE 10%' }, 'Coupon code must be 3-40 letters, digits, - or _'],
      ['a discount of 0', { discountPercent: 0 }, 'Discount percent must be a whole number from 1 to 100'],
      ['a discount of 101', { discountPercent: 101 }, 'Discount percent must be a whole number from 1 to 100'],
      ['a discount of 9.5', { discountPercent: 9.5 }, 'Discount percent must be a whole number from 1 to 100'],
      ['a discount that is not a number', { discountPercent: 'ten' }, 'Discount percent must be a whole number from 1 to 100'],
      ['an impossible date', { expiryDate: '2031-02-30' }, 'Expiry date must be a valid date'],
      ['a date in another format', { expiryDate: '31/12/2031' }, 'Expiry date must be a valid date'],
      ['yesterday', { expiryDate: dayFromToday(-1) }, 'Expiry date must be in the future'],
      ['an instant just past', { expiryDate: new Date(Date.now() - 60_000).toISOString() }, 'Expiry date must be in the future'],
      ['a negative usage limit', { usageLimit: -1 }, 'Usage limit must be a whole number from 0 (unlimited) to 1,000,000'],
      ['a fractional usage limit', { usageLimit: 2.5 }, 'Usage limit must be a whole number from 0 (unlimited) to 1,000,000'],
      ['a limit per shopper of 0', { perShopperLimit: 0 }, PER_SHOPPER],
      ['a negative limit per shopper', { perShopperLimit: -1 }, PER_SHOPPER],
      ['a fractional limit per shopper', { perShopperLimit: 1.5 }, PER_SHOPPER],
      ['a limit per shopper that is not a number', { perShopperLimit: 'once' }, PER_SHOPPER],
      ['a limit per shopper over 1,000,000', { perShopperLimit: 1_000_001 }, PER_SHOPPER],
      ['a description over 300 characters', { description: 'x'.repeat(301) }, 'Description must be at most 300 characters'],
    ])('%s (400)', async (_label, change, message) => {
      const before = await couponSnapshot();
      expectRefused(await create({ ...asAdmin, json: { ...validBody(), ...change } }), 400, message);
      expect(await couponSnapshot()).toEqual(before);
    });

    it.each([
      ['an empty body', { json: {} }, 'Code, discount percent and expiry date are required'],
      ['a JSON array', { json: [] }, 'Code, discount percent and expiry date are required'],
      ['malformed JSON', { raw: { body: '{"code":', contentType: 'application/json' } }, 'Malformed JSON body'],
      ['a form body', { raw: { body: 'code=X', contentType: 'application/x-www-form-urlencoded' } }, 'Content-Type must be application/json'],
    ])('%s (400)', async (_label, body, message) => {
      const before = await couponSnapshot();
      expectRefused(await create({ ...asAdmin, ...body }), 400, message);
      expect(await couponSnapshot()).toEqual(before);
    });

    it('a code taken in another letter case (409)', async () => {
      const existing = await makeCoupon();
      const before = await couponSnapshot();
      const reply = await create({ ...asAdmin, json: { ...validBody(), code: ` ${existing.code.toLowerCase()} ` } });
      expectRefused(reply, 409, 'Coupon code already exists');
      expect(await couponSnapshot()).toEqual(before);
    });

    it('the same new code sent twice at once: one is created, the other is told it exists', async () => {
      const body = validBody();
      const replies = await Promise.all([create({ ...asAdmin, json: body }), create({ ...asAdmin, json: body })]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(await prisma.coupon.count({ where: { code: body.code } })).toBe(1);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const before = await couponSnapshot();
      expectRefused(await create({ ...refusalOptions(who, sessions), json: validBody() }), status, message);
      expect(await couponSnapshot()).toEqual(before);
    });
  });
});

describe('PUT /api/coupon/update/{id}', () => {
  it('replaces every field: "Coupon updated successfully!" and the coupon', async () => {
    const coupon = await makeCoupon({ usageLimit: 10, usedCount: 4, description: 'Before' });
    const code = uniqueCode('renamed');
    const day = dayFromToday(60);
    const reply = await update(coupon.id, {
      ...asAdmin,
      json: { code: code.toLowerCase(), discountPercent: 25, expiryDate: day, usageLimit: 0, perShopperLimit: 3, description: 'After' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Coupon updated successfully!',
      data: {
        _id: coupon.id,
        code,
        discountPercent: 25,
        expiryDate: endOfDay(day),
        description: 'After',
        usageLimit: 0,
        usedCount: 4,
        perShopperLimit: 3,
        createdAt: coupon.createdAt.toISOString(),
      },
    });
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ code, discountPercent: 25, usageLimit: 0, usedCount: 4 });
  });

  it('keeps the saved expiry instant when the form sends its day unchanged', async () => {
    const coupon = await makeCoupon({ expiresIn: 10 * DAY });
    const reply = await update(coupon.id, {
      ...asAdmin,
      json: { code: coupon.code, discountPercent: 30, expiryDate: colomboDay(coupon.expiryDate) },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.expiryDate).toBe(coupon.expiryDate.toISOString());
  });

  it('lets an expired coupon be edited while its expiry stays unchanged (day or instant)', async () => {
    const coupon = await makeCoupon({ expiresIn: -3 * DAY, description: 'Old' });
    const byDay = await update(coupon.id, { ...asAdmin, json: { code: coupon.code, discountPercent: 10, expiryDate: colomboDay(coupon.expiryDate), description: 'Kept' } });
    expect(byDay.status).toBe(200);
    expect(byDay.body.data).toMatchObject({ description: 'Kept', expiryDate: coupon.expiryDate.toISOString() });
    const byInstant = await update(coupon.id, { ...asAdmin, json: { code: coupon.code, discountPercent: 10, expiryDate: coupon.expiryDate.toISOString() } });
    expect(byInstant.status).toBe(200);
  });

  it('extends an expired coupon into the future', async () => {
    const coupon = await makeCoupon({ expiresIn: -3 * DAY });
    const reply = await update(coupon.id, { ...asAdmin, json: { code: coupon.code, discountPercent: 10, expiryDate: dayFromToday(7) } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.expiryDate).toBe(endOfDay(dayFromToday(7)));
  });

  it('keeps its own code in another letter case', async () => {
    const coupon = await makeCoupon();
    const reply = await update(coupon.id, { ...asAdmin, json: { ...validBody(), code: coupon.code.toLowerCase() } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.code).toBe(coupon.code);
  });

  it('clears the limit per shopper when it is sent empty or left out', async () => {
    const coupon = await prisma.coupon.create({ data: { code: uniqueCode(), discountPercent: 10, expiryDate: new Date(Date.now() + DAY), perShopperLimit: 1 } });
    const body = { code: coupon.code, discountPercent: 10, expiryDate: colomboDay(coupon.expiryDate) };
    expect((await update(coupon.id, { ...asAdmin, json: { ...body, perShopperLimit: '' } })).body.data.perShopperLimit).toBeNull();
    expect((await update(coupon.id, { ...asAdmin, json: { ...body, perShopperLimit: 2 } })).body.data.perShopperLimit).toBe(2);
    expect((await update(coupon.id, { ...asAdmin, json: body })).body.data.perShopperLimit).toBeNull();
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).perShopperLimit).toBeNull();
  });

  it('sets the usage limit to the uses made so far, or to 0 (unlimited)', async () => {
    const coupon = await makeCoupon({ usageLimit: 10, usedCount: 4 });
    const body = { code: coupon.code, discountPercent: 10, expiryDate: colomboDay(coupon.expiryDate) };
    expect((await update(coupon.id, { ...asAdmin, json: { ...body, usageLimit: 4 } })).body.data.usageLimit).toBe(4);
    expect((await update(coupon.id, { ...asAdmin, json: { ...body, usageLimit: 0 } })).body.data.usageLimit).toBe(0);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const coupon = await makeCoupon();
    expect((await update(coupon.id, { cookies: admin, json: validBody() })).status).toBe(200);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no code', { code: '' }, 400, 'Code, discount percent and expiry date are required'],
      ['no expiry date', { expiryDate: undefined }, 400, 'Code, discount percent and expiry date are required'],
      ['a discount of 101', { discountPercent: 101 }, 400, 'Discount percent must be a whole number from 1 to 100'],
      ['an invalid expiry', { expiryDate: 'soon' }, 400, 'Expiry date must be a valid date'],
      ['a new expiry in the past', { expiryDate: dayFromToday(-2) }, 400, 'Expiry date must be in the future'],
      ['a usage limit below the uses made', { usageLimit: 3 }, 400, 'Usage limit cannot be below 4, the times already used (0 = unlimited)'],
      ['a limit per shopper of 0', { perShopperLimit: 0 }, 400, PER_SHOPPER],
      ['a description over 300 characters', { description: 'x'.repeat(301) }, 400, 'Description must be at most 300 characters'],
    ])('%s (%i)', async (_label, change, status, message) => {
      const coupon = await makeCoupon({ usageLimit: 10, usedCount: 4 });
      const before = await couponSnapshot();
      const reply = await update(coupon.id, { ...asAdmin, json: { ...validBody(), usageLimit: 10, ...change } });
      expectRefused(reply, status, message);
      expect(await couponSnapshot()).toEqual(before);
    });

    it('an expired coupon moved to another past day (400)', async () => {
      const coupon = await makeCoupon({ expiresIn: -3 * DAY });
      const before = await couponSnapshot();
      const reply = await update(coupon.id, { ...asAdmin, json: { code: coupon.code, discountPercent: 10, expiryDate: dayFromToday(-1) } });
      expectRefused(reply, 400, 'Expiry date must be in the future');
      expect(await couponSnapshot()).toEqual(before);
    });

    it('a code another coupon has, in another letter case (409)', async () => {
      const [coupon, other] = [await makeCoupon(), await makeCoupon()];
      const before = await couponSnapshot();
      expectRefused(await update(coupon.id, { ...asAdmin, json: { ...validBody(), code: other.code.toLowerCase() } }), 409, 'Coupon code already exists');
      expect(await couponSnapshot()).toEqual(before);
    });

    it('an unknown id (404)', async () => {
      const before = await couponSnapshot();
      expectRefused(await update('no-such-coupon', { ...asAdmin, json: validBody() }), 404, 'Coupon not found');
      expect(await couponSnapshot()).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const coupon = await makeCoupon();
      const before = await couponSnapshot();
      expectRefused(await update(coupon.id, { ...refusalOptions(who, sessions), json: validBody() }), status, message);
      expect(await couponSnapshot()).toEqual(before);
    });
  });
});

describe('DELETE /api/coupon/delete/{id}', () => {
  it('deletes the coupon: "Coupon deleted!"', async () => {
    const coupon = await makeCoupon();
    const reply = await remove(coupon.id, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Coupon deleted!' });
    expect(await prisma.coupon.findUnique({ where: { id: coupon.id } })).toBeNull();
  });

  it('leaves the orders that used it with its code', async () => {
    const coupon = await makeCoupon({ usedCount: 1 });
    const order = await prisma.order.create({
      data: {
        orderNumber: `ORD-${randomUUID()}`,
        userId: shopper.id,
        userName: shopper.name,
        userEmail: shopper.email,
        subTotal: new Prisma.Decimal('100.00'),
        discountAmount: new Prisma.Decimal('10.00'),
        deliveryFee: new Prisma.Decimal('10.00'),
        total: new Prisma.Decimal('100.00'),
        couponId: coupon.id,
        couponCode: coupon.code,
        deliveryName: 'Kamal Silva',
        deliveryMobile: '0771234567',
        deliveryAddressLine: '12 Galle Road',
        deliveryCity: 'Colombo',
        deliveryState: 'Western',
        deliveryPincode: '00300',
        deliveryCountry: 'Sri Lanka',
      },
    });
    expect((await remove(coupon.id, { cookies: admin })).status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ couponId: null, couponCode: coupon.code });
  });

  it('refuses an unknown id (404), also a second delete', async () => {
    const coupon = await makeCoupon();
    await remove(coupon.id, asAdmin);
    expectRefused(await remove(coupon.id, asAdmin), 404, 'Coupon not found');
    expectRefused(await remove('no-such-coupon', asAdmin), 404, 'Coupon not found');
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i) and keeps the coupon', async (who, status, message) => {
    const coupon = await makeCoupon();
    expectRefused(await remove(coupon.id, refusalOptions(who, sessions)), status, message);
    expect(await prisma.coupon.findUnique({ where: { id: coupon.id } })).not.toBeNull();
  });
});

describe('POST /api/coupon/apply', () => {
  /** A new shopper (own cart, own rate limit) with these lines in the cart. */
  async function shopperWithCart(lines: { price: string; quantity: number }[]) {
    const session = await createUserAndLogIn({ name: 'Cart Shopper' });
    const products = [];
    for (const line of lines) {
      const product = await makeProduct(prisma, { categoryId: category.id, price: line.price });
      await prisma.cartItem.create({ data: { userId: session.id, productId: product.id, quantity: line.quantity } });
      products.push(product);
    }
    return { session, products };
  }

  it('prices the cart with the coupon: success, discountAmount, "Coupon applied", data with every amount and the Rs 10 delivery fee', async () => {
    const coupon = await makeCoupon({ discountPercent: 10, usageLimit: 5, usedCount: 2 });
    const { session } = await shopperWithCart([
      { price: '1250.00', quantity: 2 },
      { price: '499.50', quantity: 1 },
    ]);
    const reply = await apply({ token: session.token, json: { couponCode: coupon.code } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Coupon applied',
      discountAmount: 299.95,
      data: { code: coupon.code, discountPercent: 10, discountAmount: 299.95, subtotal: 2999.5, deliveryFee: 10, total: 2709.55 },
    });
    // Applying does not count a use: placing the order does.
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(2);
  });

  it('takes the code in any letter case, with spaces around it, from a cookie session', async () => {
    const coupon = await makeCoupon({ discountPercent: 50 });
    const { session } = await shopperWithCart([{ price: '100.00', quantity: 1 }]);
    const reply = await apply({ cookies: session, json: { couponCode: `  ${coupon.code.toLowerCase()} ` } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ code: coupon.code, discountPercent: 50, discountAmount: 50, subtotal: 100, deliveryFee: 10, total: 60 });
  });

  it('applies an unlimited coupon (usage limit 0) however often it was used', async () => {
    const coupon = await makeCoupon({ usageLimit: 0, usedCount: 10_000, discountPercent: 5 });
    const { session } = await shopperWithCart([{ price: '200.00', quantity: 1 }]);
    const reply = await apply({ token: session.token, json: { couponCode: coupon.code } });
    expect(reply.status).toBe(200);
    expect(reply.body.discountAmount).toBe(10);
  });

  it('applies a coupon with one use left', async () => {
    const coupon = await makeCoupon({ usageLimit: 3, usedCount: 2 });
    const { session } = await shopperWithCart([{ price: '10.00', quantity: 1 }]);
    expect((await apply({ token: session.token, json: { couponCode: coupon.code } })).status).toBe(200);
  });

  it('prices at the current prices, ignoring any amount the client sends', async () => {
    const coupon = await makeCoupon({ discountPercent: 20 });
    const { session, products } = await shopperWithCart([{ price: '100.00', quantity: 3 }]);
    await prisma.product.update({ where: { id: products[0]!.id }, data: { price: new Prisma.Decimal('80.00') } });
    const reply = await apply({
      token: session.token,
      json: { couponCode: coupon.code, subtotal: 1_000_000, subTotalAmt: 1_000_000, totalAmt: 1, discountAmount: 999, discountPercent: 100, price: 1 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ code: coupon.code, discountPercent: 20, discountAmount: 48, subtotal: 240, deliveryFee: 10, total: 202 });
  });

  it.each([
    ['sums in cents (0.10 + 0.20 is 0.30)', [{ price: '0.10', quantity: 1 }, { price: '0.20', quantity: 1 }], 10, { discountAmount: 0.03, subtotal: 0.3, total: 10.27 }],
    ['rounds half a cent up (15% of 33.30 is 4.995)', [{ price: '33.30', quantity: 1 }], 15, { discountAmount: 5, subtotal: 33.3, total: 38.3 }],
    ['rounds below half a cent down (15% of 33.29 is 4.9935)', [{ price: '33.29', quantity: 1 }], 15, { discountAmount: 4.99, subtotal: 33.29, total: 38.3 }],
    ['rounds the discount of a whole cart once (10% of 3 × 333.33)', [{ price: '333.33', quantity: 3 }], 10, { discountAmount: 100, subtotal: 999.99, total: 909.99 }],
    ['takes 100% off the items, not the delivery fee', [{ price: '1234.56', quantity: 2 }], 100, { discountAmount: 2469.12, subtotal: 2469.12, total: 10 }],
  ])('%s', async (_label, lines, discountPercent, amounts) => {
    const coupon = await makeCoupon({ discountPercent });
    const { session } = await shopperWithCart(lines);
    const reply = await apply({ token: session.token, json: { couponCode: coupon.code } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ code: coupon.code, discountPercent, deliveryFee: 10, ...amounts });
    expect(reply.body.discountAmount).toBe(amounts.discountAmount);
  });

  it('answers unknown, expired and used-up codes alike: 400 "Invalid coupon"', async () => {
    const expired = await makeCoupon({ expiresIn: -60_000 });
    const usedUp = await makeCoupon({ usageLimit: 2, usedCount: 2 });
    const { session } = await shopperWithCart([{ price: '100.00', quantity: 1 }]);
    const replies = [];
    for (const couponCode of ['NO-SUCH-CODE', expired.code, usedUp.code, 'X'.repeat(41)]) {
      const reply = await apply({ token: session.token, json: { couponCode } });
      expectRefused(reply, 400, 'Invalid coupon');
      replies.push(reply.body);
    }
    expect(new Set(replies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it.each([
    ['no code', {}],
    ['a blank code', { couponCode: '   ' }],
    ['a code that is not text', { couponCode: 12345 }],
  ])('refuses %s: 400 "Enter a coupon code"', async (_label, body) => {
    const { session } = await shopperWithCart([{ price: '100.00', quantity: 1 }]);
    expectRefused(await apply({ token: session.token, json: body }), 400, 'Enter a coupon code');
  });

  it('refuses an empty cart: 400 "Your cart is empty!"', async () => {
    const coupon = await makeCoupon();
    const { session } = await shopperWithCart([]);
    expectRefused(await apply({ token: session.token, json: { couponCode: coupon.code } }), 400, 'Your cart is empty!');
  });

  it('prices one buy-now product instead of the cart, with the Rs 280 fee (mode buy_now)', async () => {
    const coupon = await makeCoupon({ discountPercent: 10 });
    const { session } = await shopperWithCart([{ price: '5000.00', quantity: 1 }]);
    const product = await makeProduct(prisma, { categoryId: category.id, price: '150.25' });
    const reply = await apply({ token: session.token, json: { couponCode: coupon.code, mode: 'buy_now', productId: product.id, quantity: 2 } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ code: coupon.code, discountPercent: 10, discountAmount: 30.05, subtotal: 300.5, deliveryFee: 280, total: 550.45 });
    const empty = await shopperWithCart([]);
    const alone = await apply({ token: empty.session.token, json: { couponCode: coupon.code, mode: 'buy_now', productId: product.id } });
    expect(alone.body.data).toMatchObject({ subtotal: 150.25, discountAmount: 15.03, deliveryFee: 280, total: 415.22 });
    expectRefused(await apply({ token: session.token, json: { couponCode: coupon.code, mode: 'buy_now', productId: 'no-such-product' } }), 404, 'Product not found');
    expectRefused(await apply({ token: session.token, json: { couponCode: coupon.code, mode: 'buy_now', productId: product.id, quantity: 0 } }), 400, 'Quantity must be a whole number from 1 to 99');
  });

  it('refuses a guest (401) and a cookie session without X-XSRF-TOKEN (403)', async () => {
    const coupon = await makeCoupon();
    expectRefused(await apply({ json: { couponCode: coupon.code } }), 401, 'Please log in to continue');
    expectRefused(
      await apply({ cookies: { ...shopper, csrfHeader: false }, json: { couponCode: coupon.code } }),
      403,
      'Invalid or missing CSRF token. Reload the page and try again.',
    );
  });

  it('allows 30 codes per account in 15 minutes, then answers 429 (guessing codes)', async () => {
    const coupon = await makeCoupon();
    const { session } = await shopperWithCart([{ price: '100.00', quantity: 1 }]);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const reply = await apply({ token: session.token, json: { couponCode: `GUESS${attempt}` } });
      expect(reply.status).toBe(400);
    }
    const limited = await apply({ token: session.token, json: { couponCode: coupon.code } });
    expectRefused(limited, 429, 'Too many attempts. Please try again in 15 minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account is not affected.
    const other = await shopperWithCart([{ price: '100.00', quantity: 1 }]);
    expect((await apply({ token: other.session.token, json: { couponCode: coupon.code } })).status).toBe(200);
  });
});
