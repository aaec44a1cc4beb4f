import { describe, expect, it } from 'vitest';
import { countCartItems } from '@/lib/cart/count-cart-items';
import { toProductJson } from '@/lib/catalog/catalog-json';
import { findProduct } from '@/lib/catalog/products';

/** A product as `GET /api/products/getbyid` answers it. */
const productReply = async (id: string) => toProductJson((await findProduct(id))!);
import { call, type CallOptions, expectRefused } from '@/tests/api';
import {
  expectCartItem,
  expectDone,
  newShopper,
  productIn,
  setupShopTest,
  shopperSnapshot,
  USER_REFUSALS,
  userRefusalOptions,
} from '@/tests/shop';
import { DELETE as clearRoute } from './clear/route';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/[id]/route';
import { GET as getRoute } from './get/route';
import { PUT as updateRoute } from './update/[id]/route';

/** Cart: POST create, GET get, PUT update/{id}, DELETE delete/{id}, DELETE clear; a shopper reaches only their own lines. */

const { prisma, shopper, other, categoryId } = await setupShopTest();

type Who = { token: string };
const add = (who: Who, json: unknown, options: CallOptions = {}) =>
  call(createRoute, 'POST', '/api/cart/create', { token: who.token, json, ...options });
const list = (options: CallOptions) => call(getRoute, 'GET', '/api/cart/get', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/cart/update/${id}`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/cart/delete/${id}`, options, { id });
const clear = (options: CallOptions) => call(clearRoute, 'DELETE', '/api/cart/clear', options);

const QUANTITY = 'Quantity must be a whole number from 1 to 99';
const product = (options: Parameters<typeof productIn>[2] = {}) => productIn(prisma, categoryId, options);
const lineOf = (userId: string, productId: string) =>
  prisma.cartItem.findUnique({ where: { userId_productId: { userId, productId } } });
/** A line made straight in the database. */
const lineFor = (userId: string, productId: string, quantity: number) =>
  prisma.cartItem.create({ data: { userId, productId, quantity } });

describe('POST /api/cart/create', () => {
  it('adds a new line: 201, "Item added to cart", the cart item with its whole product', async () => {
    const tea = await product({ name: 'Ceylon Black Tea', price: '1249.99', discount: 15, stock: 12, unit: '500 g' });
    const reply = await add(shopper, { productId: tea.id, quantity: 2 });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Item added to cart',
      data: {
        _id: expect.any(String),
        quantity: 2,
        productId: {
          _id: tea.id,
          name: 'Ceylon Black Tea',
          image: [],
          price: 1249.99,
          discount: 15,
          stock: 12,
          unit: '500 g',
          description: '',
          more_Details: {},
          categoryId: { _id: categoryId, name: 'Tea and Spices' },
          sub_categoryId: null,
          averageRating: 0,
          totalReviews: 0,
          createdAt: tea.createdAt.toISOString(),
          updatedAt: tea.updatedAt.toISOString(),
        },
      },
    });
    expectCartItem(reply.body.data);
    const line = await lineOf(shopper.id, tea.id);
    expect(line).toMatchObject({ id: reply.body.data._id, quantity: 2 });
  });

  it('adds one when no quantity is sent; digits as text count too', async () => {
    const item = await product();
    expect((await add(shopper, { productId: item.id })).body.data.quantity).toBe(1);
    const reply = await add(shopper, { productId: item.id, quantity: '3' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.quantity).toBe(4);
  });

  it('adds to the line the product already has: 200, the same _id, the sum, still one line', async () => {
    const item = await product({ stock: 10 });
    const first = await add(shopper, { productId: item.id, quantity: 2 });
    const second = await add(shopper, { productId: item.id, quantity: 3 });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, message: 'Item added to cart', data: { _id: first.body.data._id, quantity: 5 } });
    expect(await prisma.cartItem.count({ where: { userId: shopper.id, productId: item.id } })).toBe(1);
  });

  it('works with a cookie session and a matching X-XSRF-TOKEN header', async () => {
    const item = await product();
    const reply = await call(createRoute, 'POST', '/api/cart/create', { cookies: shopper, json: { productId: item.id } });
    expect(reply.status).toBe(201);
  });

  it('keeps each shopper’s line apart: the same product in two carts is two lines', async () => {
    const item = await product({ stock: 3 });
    expect((await add(shopper, { productId: item.id, quantity: 3 })).status).toBe(201);
    expect((await add(other, { productId: item.id, quantity: 3 })).status).toBe(201);
    expect((await lineOf(other.id, item.id))?.quantity).toBe(3);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no productId', { productId: undefined, quantity: 1 }, 'Choose a product to add'],
      ['a blank productId', { productId: '  ' }, 'Choose a product to add'],
      ['a productId that is not text', { productId: 42 }, 'Choose a product to add'],
      ['a quantity of 0', { quantity: 0 }, QUANTITY],
      ['a negative quantity', { quantity: -2 }, QUANTITY],
      ['a quantity of 100', { quantity: 100 }, QUANTITY],
      ['a fractional quantity', { quantity: 1.5 }, QUANTITY],
      ['a quantity that is not a number', { quantity: 'two' }, QUANTITY],
      ['a quantity of null', { quantity: null }, QUANTITY],
      ['a quantity of true', { quantity: true }, QUANTITY],
    ])('%s (400)', async (_label, body, message) => {
      const item = await product();
      await lineFor(shopper.id, item.id, 1);
      const before = await shopperSnapshot(prisma);
      expectRefused(await add(shopper, { productId: item.id, ...body }), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each([
      ['malformed JSON', { raw: { body: '{"productId": ', contentType: 'application/json' } }, 'Malformed JSON body'],
      ['a body that is a list', { raw: { body: '[]', contentType: 'application/json' } }, 'Choose a product to add'],
      ['a form body', { raw: { body: 'productId=x', contentType: 'application/x-www-form-urlencoded' } }, 'Content-Type must be application/json'],
    ])('%s (400)', async (_label, options, message) => {
      const before = await shopperSnapshot(prisma);
      expectRefused(await call(createRoute, 'POST', '/api/cart/create', { token: shopper.token, ...options }), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('an unknown product (404)', async () => {
      const before = await shopperSnapshot(prisma);
      expectRefused(await add(shopper, { productId: 'no-such-product' }), 404, 'Product not found');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('a product out of stock, whether or not it is in the cart already (400)', async () => {
      const soldOut = await product({ stock: 0 });
      const before = await shopperSnapshot(prisma);
      expectRefused(await add(shopper, { productId: soldOut.id }), 400, 'This product is out of stock');
      expect(await shopperSnapshot(prisma)).toEqual(before);

      const sellsOut = await product({ stock: 2 });
      await add(shopper, { productId: sellsOut.id, quantity: 2 });
      await prisma.product.update({ where: { id: sellsOut.id }, data: { stock: 0 } });
      const later = await shopperSnapshot(prisma);
      expectRefused(await add(shopper, { productId: sellsOut.id }), 400, 'This product is out of stock');
      expect(await shopperSnapshot(prisma)).toEqual(later);
    });

    it('more than the stock on a new line, naming the stock (400)', async () => {
      const item = await product({ stock: 3 });
      const before = await shopperSnapshot(prisma);
      expectRefused(await add(shopper, { productId: item.id, quantity: 4 }), 400, 'Only 3 left in stock');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('adding again past the stock, naming what can still be added (400)', async () => {
      const item = await product({ stock: 5 });
      await add(shopper, { productId: item.id, quantity: 3 });
      const before = await shopperSnapshot(prisma);
      expectRefused(
        await add(shopper, { productId: item.id, quantity: 3 }),
        400,
        'Only 5 left in stock; you already have 3 in your cart, so you can add 2 more',
      );
      expect(await shopperSnapshot(prisma)).toEqual(before);
      expect((await add(shopper, { productId: item.id, quantity: 2 })).body.data.quantity).toBe(5);
      expectRefused(
        await add(shopper, { productId: item.id }),
        400,
        'Only 5 left in stock; you already have 5 in your cart, so you can add no more',
      );
      expect((await lineOf(shopper.id, item.id))?.quantity).toBe(5);
    });

    it('adding again past 99 on one line, even with more in stock (400)', async () => {
      const item = await product({ stock: 500 });
      await add(shopper, { productId: item.id, quantity: 60 });
      const before = await shopperSnapshot(prisma);
      expectRefused(
        await add(shopper, { productId: item.id, quantity: 40 }),
        400,
        'You can have at most 99 of a product in your cart; you already have 60 in your cart, so you can add 39 more',
      );
      expect(await shopperSnapshot(prisma)).toEqual(before);
      expect((await add(shopper, { productId: item.id, quantity: 39 })).body.data.quantity).toBe(99);
      expectRefused(
        await add(shopper, { productId: item.id }),
        400,
        'You can have at most 99 of a product in your cart; you already have 99 in your cart, so you can add no more',
      );
      expect((await lineOf(shopper.id, item.id))?.quantity).toBe(99);
    });

    it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
      const item = await product();
      const before = await shopperSnapshot(prisma);
      const reply = await call(createRoute, 'POST', '/api/cart/create', { ...userRefusalOptions(who, shopper), json: { productId: item.id } });
      expectRefused(reply, status, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });
  });

  describe('parallel adds of one product', () => {
    it('5 adds of 1 with a stock of 3: exactly 3 succeed (one new line, two additions), one line of 3', async () => {
      const item = await product({ stock: 3 });
      const replies = await Promise.all(Array.from({ length: 5 }, () => add(shopper, { productId: item.id, quantity: 1 })));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201, 400, 400]);
      for (const reply of replies.filter((one) => one.status === 400)) {
        expect(reply.body.message).toBe('Only 3 left in stock; you already have 3 in your cart, so you can add no more');
      }
      const lines = await prisma.cartItem.findMany({ where: { userId: shopper.id, productId: item.id } });
      expect(lines.map((line) => line.quantity)).toEqual([3]);
    });

    it('4 adds of 30 with plenty in stock: 3 succeed, the line stops at 90, never above 99', async () => {
      const item = await product({ stock: 1000 });
      const replies = await Promise.all(Array.from({ length: 4 }, () => add(shopper, { productId: item.id, quantity: 30 })));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201, 400]);
      const lines = await prisma.cartItem.findMany({ where: { userId: shopper.id, productId: item.id } });
      expect(lines.map((line) => line.quantity)).toEqual([90]);
    });
  });
});

describe('GET /api/cart/get', () => {
  it('answers an empty cart with success, "cart item is empty" and an empty list', async () => {
    const fresh = await newShopper();
    const reply = await list({ token: fresh.token });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: { success: true, message: 'cart item is empty', data: [] },
    });
  });

  it('lists only the shopper’s own lines, oldest first, each with its product', async () => {
    const fresh = await newShopper();
    const [first, second] = [await product({ name: 'Cinnamon Sticks' }), await product({ name: 'Cardamom' })];
    await prisma.cartItem.create({ data: { userId: fresh.id, productId: second.id, quantity: 4, createdAt: new Date('2026-01-02') } });
    await prisma.cartItem.create({ data: { userId: fresh.id, productId: first.id, quantity: 1, createdAt: new Date('2026-01-01') } });
    await lineFor(other.id, first.id, 7);
    const reply = await list({ token: fresh.token });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Cart items');
    expect(reply.body.data).toEqual([
      { _id: expect.any(String), productId: await productReply(first.id), quantity: 1 },
      { _id: expect.any(String), productId: await productReply(second.id), quantity: 4 },
    ]);
    for (const item of reply.body.data) expectCartItem(item);
  });

  it('works with a cookie session without X-XSRF-TOKEN (a read changes nothing)', async () => {
    const reply = await list({ cookies: { ...shopper, csrfHeader: false } });
    expect(reply.status).toBe(200);
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await list({}), 401, 'Please log in to continue');
  });
});

describe('PUT /api/cart/update/{id}', () => {
  it('sets the quantity: 200, "Cart updated", the cart item', async () => {
    const item = await product({ stock: 8 });
    const line = await lineFor(shopper.id, item.id, 2);
    const reply = await update(line.id, { token: shopper.token, json: { quantity: 8 } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Cart updated',
      data: { _id: line.id, productId: await productReply(item.id), quantity: 8 },
    });
    expect((await lineOf(shopper.id, item.id))?.quantity).toBe(8);
    expect((await update(line.id, { cookies: shopper, json: { quantity: 1 } })).body.data.quantity).toBe(1);
  });

  it('lowers a line to what is in stock after the stock fell', async () => {
    const item = await product({ stock: 10 });
    const line = await lineFor(shopper.id, item.id, 6);
    await prisma.product.update({ where: { id: item.id }, data: { stock: 4 } });
    expect((await update(line.id, { token: shopper.token, json: { quantity: 4 } })).body.data.quantity).toBe(4);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no quantity', {}, QUANTITY],
      ['a quantity of 0', { quantity: 0 }, QUANTITY],
      ['a quantity of 100', { quantity: 100 }, QUANTITY],
      ['a fractional quantity', { quantity: 2.5 }, QUANTITY],
      ['a quantity that is not a number', { quantity: 'lots' }, QUANTITY],
    ])('%s (400)', async (_label, body, message) => {
      const line = await lineFor(shopper.id, (await product()).id, 2);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(line.id, { token: shopper.token, json: body }), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('more than the stock (400, naming the stock)', async () => {
      const line = await lineFor(shopper.id, (await product({ stock: 4 })).id, 2);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(line.id, { token: shopper.token, json: { quantity: 5 } }), 400, 'Only 4 left in stock');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('a product that sold out (400)', async () => {
      const item = await product({ stock: 3 });
      const line = await lineFor(shopper.id, item.id, 2);
      await prisma.product.update({ where: { id: item.id }, data: { stock: 0 } });
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(line.id, { token: shopper.token, json: { quantity: 1 } }), 400, 'This product is out of stock');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it('another shopper’s line, answered like an unknown one (404)', async () => {
      const theirs = await lineFor(other.id, (await product()).id, 2);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(theirs.id, { token: shopper.token, json: { quantity: 3 } }), 404, 'Cart item not found');
      expectRefused(await update('no-such-line', { token: shopper.token, json: { quantity: 3 } }), 404, 'Cart item not found');
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
      const line = await lineFor(shopper.id, (await product()).id, 2);
      const before = await shopperSnapshot(prisma);
      expectRefused(await update(line.id, { ...userRefusalOptions(who, shopper), json: { quantity: 3 } }), status, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('DELETE /api/cart/delete/{id}', () => {
  it('removes the line: 200, "Item removed from cart"', async () => {
    const line = await lineFor(shopper.id, (await product()).id, 2);
    expectDone(await remove(line.id, { token: shopper.token }), 'Item removed from cart');
    expect(await prisma.cartItem.findUnique({ where: { id: line.id } })).toBeNull();
    const another = await lineFor(shopper.id, (await product()).id, 1);
    expectDone(await remove(another.id, { cookies: shopper }), 'Item removed from cart');
  });

  it('refuses another shopper’s line and an unknown or removed one (404), changing nothing', async () => {
    const theirs = await lineFor(other.id, (await product()).id, 2);
    const mine = await lineFor(shopper.id, (await product()).id, 1);
    await remove(mine.id, { token: shopper.token });
    const before = await shopperSnapshot(prisma);
    expectRefused(await remove(theirs.id, { token: shopper.token }), 404, 'Cart item not found');
    expectRefused(await remove(mine.id, { token: shopper.token }), 404, 'Cart item not found');
    expect(await shopperSnapshot(prisma)).toEqual(before);
  });

  it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
    const line = await lineFor(shopper.id, (await product()).id, 2);
    const before = await shopperSnapshot(prisma);
    expectRefused(await remove(line.id, userRefusalOptions(who, shopper)), status, message);
    expect(await shopperSnapshot(prisma)).toEqual(before);
  });
});

describe('DELETE /api/cart/clear', () => {
  it('empties only the shopper’s own cart: 200, "Cart cleared"; an empty cart clears too', async () => {
    const fresh = await newShopper();
    const item = await product();
    await lineFor(fresh.id, item.id, 1);
    await lineFor(fresh.id, (await product()).id, 3);
    const theirs = await lineFor(other.id, item.id, 2);
    expectDone(await clear({ token: fresh.token }), 'Cart cleared');
    expect(await prisma.cartItem.count({ where: { userId: fresh.id } })).toBe(0);
    expect(await prisma.cartItem.findUnique({ where: { id: theirs.id } })).not.toBeNull();
    expectDone(await clear({ cookies: fresh }), 'Cart cleared');
    expect((await list({ token: fresh.token })).body.message).toBe('cart item is empty');
  });

  it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
    await lineFor(shopper.id, (await product()).id, 2);
    const before = await shopperSnapshot(prisma);
    expectRefused(await clear(userRefusalOptions(who, shopper)), status, message);
    expect(await shopperSnapshot(prisma)).toEqual(before);
  });
});

describe('the header badge', () => {
  it('counts the cart’s lines, not the pieces', async () => {
    const fresh = await newShopper();
    const [tea, spice] = [await product(), await product()];
    await add(fresh, { productId: tea.id, quantity: 2 });
    await add(fresh, { productId: tea.id, quantity: 1 });
    await add(fresh, { productId: spice.id, quantity: 5 });
    expect(await countCartItems(fresh.id)).toBe(2);
    expect((await list({ token: fresh.token })).body.data).toHaveLength(2);
  });
});
