import { describe, expect, it } from 'vitest';
import { call, expectRefused } from '@/tests/api';
import {
  addToCart,
  makeCoupon,
  makeShopper,
  makeStockedProduct,
  onEmbeddedDatabase,
  placeOrder,
  setupOrdersTest,
  shopSnapshot,
  stockOf,
  whileActionWaitsForLock,
} from '@/tests/orders';
import { PUT as updateRoute } from './update/[id]/route';

/**
 * Orders placed and changed at the same time. Every call runs in parallel (Promise.all); against a real PostgreSQL
 * (DATABASE_URL) the transactions truly overlap and only row locks keep stock and coupon uses right.
 */

const { prisma, url, admin, category } = await setupOrdersTest();
const shoppers = await Promise.all(Array.from({ length: 6 }, (_, index) => makeShopper(prisma, `Parallel Shopper ${'ABCDEF'[index]}`)));

const update = (id: string, token: string, json: unknown) => call(updateRoute, 'PUT', `/api/order/update/${id}`, { token, json }, { id });
const clearCarts = () => prisma.cartItem.deleteMany({});
const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status).sort();

describe('placing orders in parallel', () => {
  it('6 parallel orders for a product with stock 3 leave exactly 3 orders and stock 0', async () => {
    await clearCarts();
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Last Tea', price: '100.00', stock: 3 });
    // Four shoppers check out their cart of 1, two buy it now: six orders for three items.
    for (const shopper of shoppers.slice(0, 4)) await addToCart(prisma, shopper.id, tea.id, 1);

    const replies = await Promise.all(
      shoppers.map((shopper, index) =>
        placeOrder(
          shopper,
          index < 4
            ? { delivery_address: shopper.address.id }
            : { mode: 'buy_now', delivery_address: shopper.address.id, product_details: [{ productId: tea.id, quantity: 1 }] },
        ),
      ),
    );

    expect(statuses(replies)).toEqual([201, 201, 201, 409, 409, 409]);
    for (const reply of replies.filter((reply) => reply.status === 409)) expectRefused(reply, 409, 'Last Tea is out of stock');
    expect(await stockOf(prisma, tea.id)).toBe(0);
    const orders = await prisma.order.findMany({ where: { items: { some: { productId: tea.id } } }, include: { items: true } });
    expect(orders).toHaveLength(3);
    expect(orders.map((order) => order.id).sort()).toEqual(replies.filter((reply) => reply.status === 201).map((reply) => reply.body.data._id).sort());
    expect(orders.flatMap((order) => order.items.map((item) => item.quantity))).toEqual([1, 1, 1]);
    // A refused cart checkout keeps its cart; a placed one is emptied.
    for (const [index, shopper] of shoppers.slice(0, 4).entries()) {
      expect(await prisma.cartItem.count({ where: { userId: shopper.id } })).toBe(replies[index]!.status === 201 ? 0 : 1);
    }
  });

  it('a coupon with usage limit 1 applied by 3 parallel orders is used once', async () => {
    await clearCarts();
    const tea = await makeStockedProduct(prisma, category.id, { price: '200.00', stock: 10 });
    const coupon = await makeCoupon(prisma, { code: 'ONLYONCE', discountPercent: 25, usageLimit: 1 });
    const three = shoppers.slice(0, 3);
    for (const shopper of three) await addToCart(prisma, shopper.id, tea.id, 2);
    const ordersBefore = await prisma.order.count();

    const replies = await Promise.all(three.map((shopper) => placeOrder(shopper, { delivery_address: shopper.address.id, couponCode: 'onlyonce' })));

    expect(statuses(replies)).toEqual([201, 400, 400]);
    for (const reply of replies.filter((reply) => reply.status === 400)) expectRefused(reply, 400, 'Invalid coupon');
    const placed = replies.find((reply) => reply.status === 201)!.body.data;
    expect(placed).toMatchObject({ couponCode: 'ONLYONCE', subTotalAmt: 400, discountAmount: 100, totalAmt: 310 });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
    expect(await prisma.order.count({ where: { couponId: coupon.id } })).toBe(1);
    expect(await prisma.order.count()).toBe(ordersBefore + 1);
    // The refused two changed nothing: only the one order's 2 items left the stock, and their carts are intact.
    expect(await stockOf(prisma, tea.id)).toBe(8);
    for (const [index, shopper] of three.entries()) {
      expect(await prisma.cartItem.count({ where: { userId: shopper.id } })).toBe(replies[index]!.status === 201 ? 0 : 1);
    }
  });

  it('the same cart checked out twice at once (a double click) makes one order and takes the stock once', async () => {
    await clearCarts();
    const [shopper] = shoppers;
    const tea = await makeStockedProduct(prisma, category.id, { stock: 10 });
    const spice = await makeStockedProduct(prisma, category.id, { stock: 10 });
    await addToCart(prisma, shopper!.id, tea.id, 2);
    await addToCart(prisma, shopper!.id, spice.id, 3);
    const ordersBefore = await prisma.order.count({ where: { userId: shopper!.id } });

    const replies = await Promise.all([1, 2].map(() => placeOrder(shopper, { delivery_address: shopper!.address.id })));

    expect(statuses(replies)).toEqual([201, 400]);
    expectRefused(replies.find((reply) => reply.status === 400)!, 400, 'Your cart is empty!');
    expect(await prisma.order.count({ where: { userId: shopper!.id } })).toBe(ordersBefore + 1);
    expect([await stockOf(prisma, tea.id), await stockOf(prisma, spice.id)]).toEqual([8, 7]);
  });

  it.skipIf(onEmbeddedDatabase)('a product added to the cart while the cart is being checked out stays in the cart', async () => {
    await clearCarts();
    const [shopper] = shoppers;
    const [tea, spice] = await Promise.all([1, 2].map(() => makeStockedProduct(prisma, category.id, { stock: 10 })));
    await addToCart(prisma, shopper!.id, tea!.id, 1);
    // The checkout has read the cart and waits for the tea's stock while the spice goes into the cart.
    const reply = await whileActionWaitsForLock(
      url,
      { sql: 'SELECT id FROM products WHERE id = $1 FOR UPDATE', params: [tea!.id] },
      () => placeOrder(shopper, { delivery_address: shopper!.address.id }),
      () => addToCart(prisma, shopper!.id, spice!.id, 1),
    );
    expect(reply.status).toBe(201);
    expect((await prisma.orderItem.findMany({ where: { orderId: reply.body.data._id } })).map((item) => item.productId)).toEqual([tea!.id]);
    expect((await prisma.cartItem.findMany({ where: { userId: shopper!.id } })).map((item) => item.productId)).toEqual([spice!.id]);
    expect([await stockOf(prisma, tea!.id), await stockOf(prisma, spice!.id)]).toEqual([9, 10]);
  });
});

describe('changing orders in parallel', () => {
  it('two admins cancelling the same order at once return its stock once', async () => {
    await clearCarts();
    const [shopper] = shoppers;
    const tea = await makeStockedProduct(prisma, category.id, { stock: 5 });
    await addToCart(prisma, shopper!.id, tea.id, 2);
    const order = (await placeOrder(shopper, { delivery_address: shopper!.address.id })).body.data;
    expect(await stockOf(prisma, tea.id)).toBe(3);

    const replies = await Promise.all([1, 2].map(() => update(order._id, admin.token, { delivery_status: 'cancelled' })));

    // One wins; the other either finds it already cancelled (200) or sees the change under its feet (409).
    expect(replies.map((reply) => reply.status)).toContain(200);
    for (const reply of replies.filter((reply) => reply.status !== 200)) {
      expectRefused(reply, 409, 'The order changed meanwhile: reload and try again');
    }
    expect(await stockOf(prisma, tea.id)).toBe(5);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order._id } })).deliveryStatus).toBe('cancelled');
  });

  it('cancelling, at once, several orders holding the same products in opposite orders returns all their stock', async () => {
    await clearCarts();
    const tea = await makeStockedProduct(prisma, category.id, { stock: 50 });
    const spice = await makeStockedProduct(prisma, category.id, { stock: 50 });
    const orders = [];
    for (const [index, shopper] of shoppers.entries()) {
      // Half the orders list tea first, half spice first.
      for (const product of index % 2 === 0 ? [tea, spice] : [spice, tea]) {
        await addToCart(prisma, shopper.id, product.id, 1);
        await new Promise((resolve) => setTimeout(resolve, 2)); // distinct cart times, so the cart order is kept
      }
      orders.push((await placeOrder(shopper, { delivery_address: shopper.address.id })).body.data as { _id: string });
    }
    expect([await stockOf(prisma, tea.id), await stockOf(prisma, spice.id)]).toEqual([44, 44]);

    const replies = await Promise.all(orders.map((order) => update(order._id, admin.token, { delivery_status: 'cancelled' })));

    expect(replies.map((reply) => [reply.status, reply.body.message])).toEqual(orders.map(() => [200, 'Order updated successfully']));
    expect([await stockOf(prisma, tea.id), await stockOf(prisma, spice.id)]).toEqual([50, 50]);
  });

  it('six orders of the same two products cancelled and placed at once never oversell nor lose stock', async () => {
    await clearCarts();
    const tea = await makeStockedProduct(prisma, category.id, { stock: 6 });
    const spice = await makeStockedProduct(prisma, category.id, { stock: 6 });
    const placed = [];
    for (const shopper of shoppers.slice(0, 3)) {
      await addToCart(prisma, shopper.id, spice.id, 2);
      await new Promise((resolve) => setTimeout(resolve, 2));
      await addToCart(prisma, shopper.id, tea.id, 2);
      placed.push((await placeOrder(shopper, { delivery_address: shopper.address.id })).body.data as { _id: string });
    }
    // All stock is taken; three more shoppers want it while the first three orders are cancelled.
    for (const shopper of shoppers.slice(3)) {
      await addToCart(prisma, shopper.id, tea.id, 2);
      await addToCart(prisma, shopper.id, spice.id, 2);
    }
    const before = await shopSnapshot(prisma);
    expect(before.products.filter((product) => [tea.id, spice.id].includes(product.id)).map((product) => product.stock)).toEqual([0, 0]);

    const replies = await Promise.all([
      ...placed.map((order) => update(order._id, admin.token, { delivery_status: 'cancelled' })),
      ...shoppers.slice(3).map((shopper) => placeOrder(shopper, { delivery_address: shopper.address.id })),
    ]);

    expect(replies.slice(0, 3).map((reply) => reply.status)).toEqual([200, 200, 200]);
    const newOrders = replies.slice(3).filter((reply) => reply.status === 201).length;
    for (const reply of replies.slice(3)) expect([201, 409]).toContain(reply.status);
    expect([await stockOf(prisma, tea.id), await stockOf(prisma, spice.id)]).toEqual([6 - 2 * newOrders, 6 - 2 * newOrders]);
  });
});
