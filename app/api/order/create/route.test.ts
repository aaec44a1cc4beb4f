import { describe, expect, it } from 'vitest';
import { expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import {
  addToCart,
  itemsOf,
  makeAddress,
  makeCoupon,
  makeShopper,
  makeStockedProduct,
  ORDER_KEYS,
  placeOrder,
  productsInLockOrder,
  setPrice,
  setupOrdersTest,
  shopSnapshot,
  stockOf,
} from '@/tests/orders';

/** POST /api/order/create: from the cart or buy now, amounts computed by the server, all or nothing. */

const { prisma, category } = await setupOrdersTest();

const product = (options: Parameters<typeof makeStockedProduct>[2] = {}) => makeStockedProduct(prisma, category.id, options);

/** A new shopper (address, session) with an empty cart: tests stay apart. */
const shopperWithAddress = (name?: string) => makeShopper(prisma, name);

const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

const cartOf = (userId: string) => prisma.cartItem.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

describe('from the cart', () => {
  it('charges the current prices, adds the Rs 10 fee, empties the cart, takes the stock and replies with the stored order', async () => {
    const shopper = await shopperWithAddress('Kamal Silva');
    const tea = await product({ name: 'Ceylon Black Tea', price: '1000.00', stock: 10 });
    const spice = await product({ name: 'Cinnamon Sticks', price: '0.10', stock: 5 });
    await addToCart(prisma, shopper.id, tea.id, 2);
    await addToCart(prisma, shopper.id, spice.id, 3);
    // The price changes after the tea went into the cart: the order charges today's price.
    await setPrice(prisma, tea.id, '1249.99');

    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });

    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toBe('Order placed successfully');
    const order = reply.body.data;
    expectKeys(order, ORDER_KEYS);
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^ORD-/),
      userId: { _id: shopper.id, name: 'Kamal Silva', email: shopper.email },
      userName: 'Kamal Silva',
      userEmail: shopper.email,
      mode: 'cart',
      paymentMethod: 'cod',
      payment_id: expect.stringMatching(/^COD-\d+$/),
      payment_status: 'pending',
      delivery_status: 'pending',
      // 2 × 1249.99 + 3 × 0.10, exact.
      subTotalAmt: 2500.28,
      discountAmount: 0,
      deliveryFee: 10,
      totalAmt: 2510.28,
      couponCode: null,
      invoice_receipt: null,
      // Not shipped yet, nothing refunded.
      refunded_amount: 0,
      courier: null,
      tracking_number: null,
      shipped_at: null,
      delivered_at: null,
      delivery_address: {
        name: 'Kamal Silva',
        mobile: '0771234567',
        address_line: '12 Galle Road',
        city: 'Colombo',
        state: 'Western',
        pincode: '00300',
        country: 'Sri Lanka',
      },
    });
    // Items come in a stable order, not necessarily the cart's (order items carry no position).
    expect(byName(itemsOf(order))).toEqual([
      { productId: tea.id, name: 'Ceylon Black Tea', name_translations: {}, image: tea.images[0], quantity: 2, price: 1249.99 },
      { productId: spice.id, name: 'Cinnamon Sticks', name_translations: {}, image: spice.images[0], quantity: 3, price: 0.1 },
    ]);

    expect(await cartOf(shopper.id)).toEqual([]);
    expect(await stockOf(prisma, tea.id)).toBe(8);
    expect(await stockOf(prisma, spice.id)).toBe(2);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: order._id }, include: { items: true } });
    expect(row).toMatchObject({ orderNumber: order.orderId, userId: shopper.id, paymentId: order.payment_id, mode: 'CART', paymentMethod: 'COD' });
    expect([row.subTotal, row.discountAmount, row.deliveryFee, row.total].map((amount) => amount.toFixed(2))).toEqual([
      '2500.28',
      '0.00',
      '10.00',
      '2510.28',
    ]);
    expect(row.items).toHaveLength(2);
  });

  it('ignores amounts, statuses and ids sent by the client: stored and replied values are the true ones', async () => {
    const shopper = await shopperWithAddress();
    const other = await shopperWithAddress();
    const tea = await product({ price: '450.00', stock: 5 });
    await addToCart(prisma, shopper.id, tea.id, 2);

    const reply = await placeOrder(shopper, {
      delivery_address: shopper.address.id,
      subTotalAmt: 1,
      totalAmt: 1,
      deliveryFee: 0,
      discountAmount: 900,
      payment_status: 'completed',
      payment_id: 'X',
      delivery_status: 'delivered',
      orderId: 'ORD-MINE',
      userId: other.id,
      // In cart mode, product_details is not where the items come from.
      product_details: [{ productId: tea.id, quantity: 1, price: 1 }],
    });

    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      subTotalAmt: 900,
      discountAmount: 0,
      deliveryFee: 10,
      totalAmt: 910,
      payment_status: 'pending',
      payment_id: expect.stringMatching(/^COD-\d+$/),
      delivery_status: 'pending',
      orderId: expect.stringMatching(/^ORD-\d+-[0-9A-F]{6}$/),
      userId: { _id: shopper.id },
    });
    expect(itemsOf(reply.body.data)).toMatchObject([{ productId: tea.id, quantity: 2, price: 450 }]);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect(row).toMatchObject({ userId: shopper.id, paymentStatus: 'pending', deliveryStatus: 'pending', paymentId: reply.body.data.payment_id });
    expect(row.paymentId).not.toBe('X');
    expect([row.subTotal.toFixed(2), row.total.toFixed(2)]).toEqual(['900.00', '910.00']);
    expect(await prisma.order.count({ where: { userId: other.id } })).toBe(0);
    expect(await stockOf(prisma, tea.id)).toBe(3);
  });

  it('a card order has no payment id until the payment provider settles it', async () => {
    const shopper = await shopperWithAddress();
    const tea = await product({ price: '100.00' });
    await addToCart(prisma, shopper.id, tea.id);
    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod: 'card', payment_id: 'pi_fake' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ paymentMethod: 'card', payment_id: null, payment_status: 'pending', totalAmt: 110 });
  });

  it('keeps its snapshot: editing or deleting the address or the product later leaves the order as it was', async () => {
    const shopper = await shopperWithAddress('Kamal Silva');
    const tea = await product({ name: 'Ceylon Black Tea', price: '320.50' });
    const spice = await product({ name: 'Cardamom', price: '75.00' });
    await addToCart(prisma, shopper.id, tea.id, 1);
    await addToCart(prisma, shopper.id, spice.id, 2);
    const placed = (await placeOrder(shopper, { delivery_address: shopper.address.id })).body.data;
    expect(typeof placed.product_details).toBe('string');

    await prisma.address.update({ where: { id: shopper.address.id }, data: { addressLine: '99 Kandy Road', city: 'Kandy' } });
    await setPrice(prisma, tea.id, '999.00');
    await prisma.product.update({ where: { id: tea.id }, data: { name: 'Renamed Tea', images: [] } });
    await prisma.product.delete({ where: { id: spice.id } });
    await prisma.address.delete({ where: { id: shopper.address.id } });

    const row = await prisma.order.findUniqueOrThrow({ where: { id: placed._id }, include: { items: { orderBy: { id: 'asc' } } } });
    expect(row).toMatchObject({ deliveryAddressLine: '12 Galle Road', deliveryCity: 'Colombo', deliveryName: 'Kamal Silva' });
    expect(byName(row.items).map((item) => ({ productId: item.productId, name: item.name, image: item.image, price: item.unitPrice.toFixed(2), quantity: item.quantity }))).toEqual([
      // The product is gone; what was bought stays.
      { productId: null, name: 'Cardamom', image: spice.images[0], price: '75.00', quantity: 2 },
      { productId: tea.id, name: 'Ceylon Black Tea', image: tea.images[0], price: '320.50', quantity: 1 },
    ]);
    expect(row.total.toFixed(2)).toBe('480.50');
  });

  it('works with a cookie session and its X-XSRF-TOKEN header', async () => {
    const shopper = await shopperWithAddress();
    await addToCart(prisma, shopper.id, (await product()).id);
    const reply = await placeOrder(undefined, { delivery_address: shopper.address.id }, { cookies: shopper });
    expect(reply.status).toBe(201);
  });
});

describe('buy now', () => {
  it.each([
    ['a list', (productId: string) => [{ productId, quantity: 2 }]],
    ['JSON text', (productId: string) => JSON.stringify([{ productId, quantity: 2 }])],
  ])('orders the one product named by product_details as %s, with the Rs 280 fee, and leaves the cart alone', async (_label, details) => {
    const shopper = await shopperWithAddress();
    const inCart = await product({ price: '50.00', stock: 4 });
    await addToCart(prisma, shopper.id, inCart.id, 3);
    const cartBefore = await cartOf(shopper.id);
    const tea = await product({ name: 'Green Tea', price: '199.95', stock: 5 });

    const reply = await placeOrder(shopper, { mode: 'buy_now', delivery_address: shopper.address.id, product_details: details(tea.id), totalAmt: 1 });

    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      mode: 'buy_now',
      subTotalAmt: 399.9,
      deliveryFee: 280,
      totalAmt: 679.9,
      payment_id: expect.stringMatching(/^COD-/),
      payment_status: 'pending',
      orderId: expect.stringMatching(/^ORD-/),
    });
    expect(itemsOf(reply.body.data)).toEqual([{ productId: tea.id, name: 'Green Tea', name_translations: {}, image: tea.images[0], quantity: 2, price: 199.95 }]);
    expect(await cartOf(shopper.id)).toEqual(cartBefore);
    expect(await stockOf(prisma, tea.id)).toBe(3);
    expect(await stockOf(prisma, inCart.id)).toBe(4);
  });

  it('takes quantity 1 when none is given, and pays by card when asked', async () => {
    const shopper = await shopperWithAddress();
    const tea = await product({ price: '10.00', stock: 1 });
    const reply = await placeOrder(shopper, { mode: 'buy_now', paymentMethod: 'card', delivery_address: shopper.address.id, product_details: [{ productId: tea.id }] });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ subTotalAmt: 10, totalAmt: 290, payment_id: null, paymentMethod: 'card' });
    expect(await stockOf(prisma, tea.id)).toBe(0);
  });
});

describe('coupons', () => {
  it('takes the discount off the subtotal in cents (rounded half up), stores the code and counts one use', async () => {
    const shopper = await shopperWithAddress();
    const coupon = await makeCoupon(prisma, { code: 'AVURUDU15', discountPercent: 15, usageLimit: 5, usedCount: 2 });
    const tea = await product({ price: '4.10' });
    await addToCart(prisma, shopper.id, tea.id, 3);

    // 15% of 12.30 is 1.845: the discount is 1.85.
    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, couponCode: ' avurudu15 ', discountAmount: 12.3 });

    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ subTotalAmt: 12.3, discountAmount: 1.85, deliveryFee: 10, totalAmt: 20.45, couponCode: 'AVURUDU15' });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(3);
    const row = await prisma.order.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect([row.couponId, row.discountAmount.toFixed(2), row.total.toFixed(2)]).toEqual([coupon.id, '1.85', '20.45']);
  });

  it('works on a buy now too, and an unlimited coupon (limit 0) keeps working', async () => {
    const shopper = await shopperWithAddress();
    const coupon = await makeCoupon(prisma, { discountPercent: 50, usageLimit: 0, usedCount: 1000 });
    const tea = await product({ price: '300.00' });
    const reply = await placeOrder(shopper, {
      mode: 'buy_now',
      delivery_address: shopper.address.id,
      product_details: [{ productId: tea.id, quantity: 1 }],
      couponCode: coupon.code,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ subTotalAmt: 300, discountAmount: 150, deliveryFee: 280, totalAmt: 430 });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1001);
  });

  it.each([
    ['an unknown code', () => makeCoupon(prisma).then(() => 'NOSUCHCODE')],
    ['an expired coupon', () => makeCoupon(prisma, { expiryDate: new Date(Date.now() - 60_000) }).then((coupon) => coupon.code)],
    ['a used-up coupon', () => makeCoupon(prisma, { usageLimit: 3, usedCount: 3 }).then((coupon) => coupon.code)],
    ['a code over 40 characters', async () => 'X'.repeat(41)],
  ])('refuses %s with 400 "Invalid coupon" and changes nothing (stock, cart, uses, no order)', async (_label, code) => {
    const shopper = await shopperWithAddress();
    const tea = await product({ stock: 5 });
    await addToCart(prisma, shopper.id, tea.id, 2);
    const couponCode = await code();
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id, couponCode }), 400, 'Invalid coupon');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('treats a blank couponCode as none', async () => {
    const shopper = await shopperWithAddress();
    await addToCart(prisma, shopper.id, (await product({ price: '20.00' })).id);
    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, couponCode: '  ' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ couponCode: null, discountAmount: 0, totalAmt: 30 });
  });
});

describe('refuses and changes nothing', () => {
  const SELECT_ADDRESS = 'Please select a delivery address';
  const QUANTITY = 'Quantity must be a whole number from 1 to 99';
  const BUY_NOW = 'Buy now takes one product and its quantity';

  it.each<[string, Record<string, unknown>, string]>([
    ['no delivery address', {}, SELECT_ADDRESS],
    ['a blank delivery address', { delivery_address: '  ' }, SELECT_ADDRESS],
    ['a delivery address that is not text', { delivery_address: { city: 'Colombo' } }, SELECT_ADDRESS],
    ['an unknown mode', { mode: 'express' }, 'mode must be cart or buy_now'],
    ['an unknown paymentMethod', { paymentMethod: 'bitcoin' }, 'paymentMethod must be card or cod'],
    ['buy now without product_details', { mode: 'buy_now' }, BUY_NOW],
    ['buy now with an empty list', { mode: 'buy_now', product_details: [] }, BUY_NOW],
    ['buy now with product_details that is not JSON', { mode: 'buy_now', product_details: 'tea please' }, BUY_NOW],
    ['buy now with two products', { mode: 'buy_now', product_details: [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 1 }] }, BUY_NOW],
    ['buy now without a productId', { mode: 'buy_now', product_details: [{ quantity: 1 }] }, 'Choose a product to buy'],
    ['buy now of quantity 0', { mode: 'buy_now', product_details: [{ productId: 'PRODUCT', quantity: 0 }] }, QUANTITY],
    ['buy now of quantity 100', { mode: 'buy_now', product_details: [{ productId: 'PRODUCT', quantity: 100 }] }, QUANTITY],
    ['buy now of quantity 1.5', { mode: 'buy_now', product_details: [{ productId: 'PRODUCT', quantity: 1.5 }] }, QUANTITY],
    ['buy now of quantity -1 as JSON text', { mode: 'buy_now', product_details: '[{"productId":"PRODUCT","quantity":-1}]' }, QUANTITY],
    // Text Number() reads as a number: '1e1' was 10.
    ...['0x10', '1e1', 'Infinity', ' ', '1_000', '١٢'].map(
      (quantity): [string, Record<string, unknown>, string] => [`buy now of quantity ${JSON.stringify(quantity)}`, { mode: 'buy_now', product_details: [{ productId: 'PRODUCT', quantity }] }, QUANTITY],
    ),
    ['buy now of an unknown product', { mode: 'buy_now', product_details: [{ productId: 'no-such-product', quantity: 1 }] }, 'Product not found'],
  ])('%s (400, or 404 for the product)', async (label, body, message) => {
    const shopper = await shopperWithAddress();
    const tea = await product({ stock: 5 });
    await addToCart(prisma, shopper.id, tea.id, 2);
    const json = JSON.parse(JSON.stringify(body).replaceAll('PRODUCT', tea.id)) as Record<string, unknown>;
    const withAddress = label.includes('delivery address') ? json : { delivery_address: shopper.address.id, ...json };
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, withAddress), message === 'Product not found' ? 404 : 400, message);
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('a body that is not JSON (400)', async () => {
    const shopper = await shopperWithAddress();
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, undefined, { raw: { body: '{"delivery_address":', contentType: 'application/json' } }), 400, 'Malformed JSON body');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('another shopper’s address: 400 "Address not found"', async () => {
    const shopper = await shopperWithAddress();
    const other = await shopperWithAddress();
    const tea = await product();
    await addToCart(prisma, shopper.id, tea.id, 1);
    for (const mode of ['cart', 'buy_now']) {
      const before = await shopSnapshot(prisma);
      const reply = await placeOrder(shopper, { mode, delivery_address: other.address.id, product_details: [{ productId: tea.id, quantity: 1 }] });
      expectRefused(reply, 400, 'Address not found');
      expect(await shopSnapshot(prisma)).toEqual(before);
    }
    expectRefused(await placeOrder(shopper, { delivery_address: 'no-such-address' }), 400, 'Address not found');
  });

  it('an empty cart: 400 "Your cart is empty!"', async () => {
    const shopper = await shopperWithAddress();
    const other = await shopperWithAddress();
    // Someone else's cart is not this shopper's.
    await addToCart(prisma, other.id, (await product()).id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id }), 400, 'Your cart is empty!');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('an out-of-stock product: 409 "<name> is out of stock"', async () => {
    const shopper = await shopperWithAddress();
    const gone = await product({ name: 'Sold Out Tea', stock: 0 });
    await addToCart(prisma, shopper.id, gone.id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id }), 409, 'Sold Out Tea is out of stock');
    const buyNow = { mode: 'buy_now', delivery_address: shopper.address.id, product_details: [{ productId: gone.id, quantity: 1 }] };
    expectRefused(await placeOrder(shopper, buyNow), 409, 'Sold Out Tea is out of stock');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('insufficient stock on a buy now: 409 "Only 2 of <name> left in stock"', async () => {
    const shopper = await shopperWithAddress();
    const tea = await product({ name: 'Rare Tea', stock: 2 });
    const before = await shopSnapshot(prisma);
    const reply = await placeOrder(shopper, { mode: 'buy_now', delivery_address: shopper.address.id, product_details: [{ productId: tea.id, quantity: 3 }] });
    expectRefused(reply, 409, 'Only 2 of Rare Tea left in stock');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('all or nothing: with two lines where only the second is short, the first line’s stock is not taken either', async () => {
    const shopper = await shopperWithAddress();
    // In product id order, so the plentiful line is reserved first and must be given back.
    const [plenty, short] = await productsInLockOrder(prisma, category.id, [
      { name: 'Plenty Tea', stock: 10 },
      { name: 'Short Tea', stock: 1 },
    ]);
    await addToCart(prisma, shopper.id, plenty!.id, 4);
    await addToCart(prisma, shopper.id, short!.id, 2);
    const coupon = await makeCoupon(prisma, { usageLimit: 10 });
    const before = await shopSnapshot(prisma);
    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, couponCode: coupon.code });
    expectRefused(reply, 409, 'Only 1 of Short Tea left in stock');
    expect(await shopSnapshot(prisma)).toEqual(before);
    expect(await stockOf(prisma, plenty!.id)).toBe(10);
  });

  it('a guest: 401', async () => {
    const shopper = await shopperWithAddress();
    await addToCart(prisma, shopper.id, (await product()).id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(undefined, { delivery_address: shopper.address.id }), 401, 'Please log in to continue');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('a cookie session without the X-XSRF-TOKEN header, or with a wrong one: 403', async () => {
    const shopper = await shopperWithAddress();
    await addToCart(prisma, shopper.id, (await product()).id, 1);
    const before = await shopSnapshot(prisma);
    for (const csrfHeader of [false, 'forged'] as const) {
      const reply = await placeOrder(undefined, { delivery_address: shopper.address.id }, { cookies: { ...shopper, csrfHeader } });
      expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    }
    expect(await shopSnapshot(prisma)).toEqual(before);
  });
});

describe('an address of the shopper’s own, made for this order', () => {
  it('is copied as it is at the time of ordering', async () => {
    const shopper = await shopperWithAddress();
    const office = await makeAddress(prisma, shopper.id, { name: 'Office', addressLine: '5 Temple Road', city: 'Galle', pincode: '80000' });
    await addToCart(prisma, shopper.id, (await product()).id, 1);
    const reply = await placeOrder(shopper, { delivery_address: office.id });
    expect(reply.body.data.delivery_address).toEqual({
      name: 'Office',
      mobile: '0771234567',
      address_line: '5 Temple Road',
      city: 'Galle',
      state: 'Western',
      pincode: '80000',
      country: 'Sri Lanka',
    });
  });
});
