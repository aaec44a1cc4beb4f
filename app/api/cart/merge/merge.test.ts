import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import { newShopper, productIn, setupShopTest, shopperSnapshot, USER_REFUSALS, userRefusalOptions } from '@/tests/shop';
import { POST as mergeRoute } from './route';

/** POST /api/cart/merge: a guest's browser cart into the account's cart at login. */

const { prisma, shopper, categoryId } = await setupShopTest();

const merge = (who: { token: string }, json: unknown, options: CallOptions = {}) =>
  call(mergeRoute, 'POST', '/api/cart/merge', { token: who.token, json, ...options });
const product = (options: Parameters<typeof productIn>[2] = {}) => productIn(prisma, categoryId, options);
/** The account's cart as [productId, quantity], oldest line first. */
const cartOf = async (userId: string) =>
  (await prisma.cartItem.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map((line) => [
    line.productId,
    line.quantity,
  ]);

describe('POST /api/cart/merge', () => {
  it('puts the guest’s lines into an empty cart in the guest’s order: 200, "Cart merged", what went in', async () => {
    const fresh = await newShopper();
    const [tea, rice] = [await product({ stock: 10 }), await product({ stock: 10 })];
    const reply = await merge(fresh, { items: [{ productId: rice.id, quantity: 2 }, { productId: tea.id, quantity: 1 }] });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Cart merged',
        data: {
          merged: [
            { productId: rice.id, requested: 2, quantity: 2 },
            { productId: tea.id, requested: 1, quantity: 1 },
          ],
          skipped: [],
        },
      },
    });
    expect(await cartOf(fresh.id)).toEqual([
      [rice.id, 2],
      [tea.id, 1],
    ]);
  });

  it('keeps the larger of the account’s line and the guest’s, so merging twice changes nothing more', async () => {
    const fresh = await newShopper();
    const [kept, raised, added] = [await product(), await product(), await product()];
    await prisma.cartItem.create({ data: { userId: fresh.id, productId: kept.id, quantity: 5 } });
    await prisma.cartItem.create({ data: { userId: fresh.id, productId: raised.id, quantity: 1 } });
    const items = [
      { productId: kept.id, quantity: 2 },
      { productId: raised.id, quantity: 4 },
      { productId: added.id, quantity: 3 },
    ];
    const first = await merge(fresh, { items });
    expect(first.body.data.merged).toEqual([
      { productId: kept.id, requested: 2, quantity: 5 },
      { productId: raised.id, requested: 4, quantity: 4 },
      { productId: added.id, requested: 3, quantity: 3 },
    ]);
    const after = await cartOf(fresh.id);
    expect(after).toEqual([
      [kept.id, 5],
      [raised.id, 4],
      [added.id, 3],
    ]);
    const again = await Promise.all([merge(fresh, { items }), merge(fresh, { items })]);
    expect(again.map((reply) => reply.status)).toEqual([200, 200]);
    expect(again[1]!.body.data).toEqual(first.body.data);
    expect(await cartOf(fresh.id)).toEqual(after);
  });

  it('caps the guest’s quantity at the stock, never lowering a line the account already had above it', async () => {
    const fresh = await newShopper();
    const [few, lowered] = [await product({ stock: 3 }), await product({ stock: 2 })];
    await prisma.cartItem.create({ data: { userId: fresh.id, productId: lowered.id, quantity: 4 } });
    const reply = await merge(fresh, { items: [{ productId: few.id, quantity: 8 }, { productId: lowered.id, quantity: 9 }] });
    expect(reply.body.data.merged).toEqual([
      { productId: few.id, requested: 8, quantity: 3 },
      { productId: lowered.id, requested: 9, quantity: 4 },
    ]);
    expect(await cartOf(fresh.id)).toEqual([
      [lowered.id, 4],
      [few.id, 3],
    ]);
  });

  it('skips and reports unknown, draft and out-of-stock products, and merges the rest', async () => {
    const fresh = await newShopper();
    const [draft, soldOut, onSale] = [await product({ status: 'DRAFT' }), await product({ stock: 0 }), await product()];
    const reply = await merge(fresh, {
      items: [
        { productId: 'no-such-product', quantity: 1 },
        { productId: draft.id, quantity: 1 },
        { productId: soldOut.id, quantity: 2 },
        { productId: onSale.id, quantity: 1 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      merged: [{ productId: onSale.id, requested: 1, quantity: 1 }],
      skipped: [
        { productId: 'no-such-product', reason: 'not_found' },
        { productId: draft.id, reason: 'not_found' },
        { productId: soldOut.id, reason: 'out_of_stock' },
      ],
    });
    expect(await cartOf(fresh.id)).toEqual([[onSale.id, 1]]);
  });

  it('merges an empty cart as nothing', async () => {
    const fresh = await newShopper();
    const reply = await merge(fresh, { items: [] });
    expect(reply.body).toEqual({ success: true, message: 'Cart merged', data: { merged: [], skipped: [] } });
    expect(await cartOf(fresh.id)).toEqual([]);
  });

  describe('refuses and changes nothing', () => {
    const QUANTITY = 'Quantity must be a whole number from 1 to 99';
    const LIST = 'Send the cart as a list of products and quantities';
    it.each([
      ['no items', {}, LIST],
      ['items that are not a list', { items: 'tea' }, LIST],
      ['a line that is not an object', { items: ['tea'] }, LIST],
      ['a line without a product', { items: [{ quantity: 1 }] }, 'Choose a product to add'],
      ['a product id the catalogue cannot have', { items: [{ productId: '../admin', quantity: 1 }] }, 'Product not found'],
      ['a quantity of 0', { items: [{ productId: 'p1', quantity: 0 }] }, QUANTITY],
      ['a quantity of 100', { items: [{ productId: 'p1', quantity: 100 }] }, QUANTITY],
      ['a quantity in hex', { items: [{ productId: 'p1', quantity: '0x10' }] }, QUANTITY],
      ['a product twice', { items: [{ productId: 'p1', quantity: 1 }, { productId: 'p1', quantity: 2 }] }, 'Each product may be sent only once'],
      [
        '51 lines',
        { items: Array.from({ length: 51 }, (_, index) => ({ productId: `p${index}`, quantity: 1 })) },
        'A cart holds at most 50 products',
      ],
    ])('%s (400)', async (_label, body, message) => {
      const item = await product();
      await prisma.cartItem.create({ data: { userId: shopper.id, productId: item.id, quantity: 1 } });
      const before = await shopperSnapshot(prisma);
      expectRefused(await merge(shopper, body), 400, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });

    it.each(USER_REFUSALS)('%s (%i)', async (who, status, message) => {
      const item = await product();
      const before = await shopperSnapshot(prisma);
      const reply = await call(mergeRoute, 'POST', '/api/cart/merge', {
        ...userRefusalOptions(who, shopper),
        json: { items: [{ productId: item.id, quantity: 1 }] },
      });
      expectRefused(reply, status, message);
      expect(await shopperSnapshot(prisma)).toEqual(before);
    });
  });
});
