import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as registerRoute } from '@/app/api/user/register/route';
import { PUT as updateOrderRoute } from '@/app/api/order/update/[id]/route';
import { formatRs, moneyFromRupees } from '@/lib/money';
import { call, expectRefused, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { addToCart, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest, shopSnapshot, stockOf } from '@/tests/orders';
import { GET as adminListRoute } from './admin/route';
import { GET as listRoute } from './route';

/**
 * The events that raise notifications (docs/decisions.md, Realtime), seen through the notification lists:
 * an order placed (the shopper and the admins), a status change by the shop (the shopper), a shopper's cancellation
 * (the admins), a new user (the admins), low stock (the admins, once, when an order takes a product down to 5 or
 * fewer). A refused action raises nothing.
 */

const { prisma, admin, category } = await setupOrdersTest();
const shopper = await makeShopper(prisma, 'Kamal Silva');

type Listed = { _id: string; message: string; read: boolean; meta: Record<string, unknown> | null };

const listOf = async (session: { token: string }) => (await call(listRoute, 'GET', '/api/notifications', { token: session.token })).body.data as Listed[];
const adminsList = async () => (await call(adminListRoute, 'GET', '/api/notifications/admin', { token: admin.token })).body.data as Listed[];
const messagesOf = (items: Listed[]) => items.map((item) => item.message);
/** The admins' stock notices ('Low stock: ...', 'Out of stock: ...'). */
const stockNotices = async () => (await adminsList()).filter((item) => / stock: /i.test(item.message));
const updateOrder = (id: string, token: string, json: unknown) => call(updateOrderRoute, 'PUT', `/api/order/update/${id}`, { token, json }, { id });

/** A placed cash-on-delivery order of `quantity` of the product, from the shopper's cart. */
async function orderOf(productId: string, quantity = 1) {
  await addToCart(prisma, shopper.id, productId, quantity);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });
  expect(reply.status).toBe(201);
  return reply.body.data as { _id: string; orderId: string; totalAmt: number };
}

beforeEach(async () => {
  await prisma.notification.deleteMany();
  await prisma.cartItem.deleteMany();
});

afterEach(() => vi.restoreAllMocks());

describe('placing an order', () => {
  it('tells the shopper and the admins, with the order id, total and payment method as meta', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', stock: 100 });
    const order = await orderOf(tea.id, 2);
    const total = formatRs(moneyFromRupees(order.totalAmt));
    expect(total).toBe('Rs. 510.00');

    expect(await listOf(shopper)).toMatchObject([
      { message: `Your order ${order.orderId} has been placed`, read: false, meta: { orderId: order.orderId, total, payment: 'Cash on delivery' } },
    ]);
    expect(await adminsList()).toMatchObject([
      {
        message: `New order ${order.orderId} from Kamal Silva (${total})`,
        read: false,
        meta: { orderId: order.orderId, total, payment: 'Cash on delivery', customer: shopper.email },
      },
    ]);
    // Nobody else hears about it.
    expect(await listOf(admin)).toEqual([]);
  });

  it('raises nothing when the order is refused (out of stock, too few left, no address), and changes nothing', async () => {
    const gone = await makeStockedProduct(prisma, category.id, { name: 'Sold Out Cinnamon', stock: 0 });
    const few = await makeStockedProduct(prisma, category.id, { name: 'Rare Cardamom', stock: 2 });
    await addToCart(prisma, shopper.id, gone.id, 1);
    const before = await shopSnapshot(prisma);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id }), 409, 'Sold Out Cinnamon is out of stock');
    await prisma.cartItem.deleteMany();
    await addToCart(prisma, shopper.id, few.id, 3);
    expectRefused(await placeOrder(shopper, { delivery_address: shopper.address.id }), 409, 'Only 2 of Rare Cardamom left in stock');
    expectRefused(await placeOrder(shopper, { delivery_address: 'no-such-address' }), 400, 'Address not found');
    expect(await prisma.notification.count()).toBe(0);
    expect((await shopSnapshot(prisma)).products).toEqual(before.products);
  });
});

describe('low stock', () => {
  it('taking a product from 6 to 5 tells the admins once; from 5 to 4 raises no second notice', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Dimbula Tea', stock: 6 });
    await orderOf(tea.id);
    expect(await stockOf(prisma, tea.id)).toBe(5);
    expect(await stockNotices()).toMatchObject([{ message: 'Low stock: Dimbula Tea has 5 left', meta: { product: 'Dimbula Tea', productId: tea.id, stock: 5 } }]);

    await prisma.notification.deleteMany();
    await orderOf(tea.id);
    expect(await stockOf(prisma, tea.id)).toBe(4);
    expect(await stockNotices()).toEqual([]);
    expect(messagesOf(await adminsList())).toEqual([expect.stringMatching(/^New order ORD-/)]);
  });

  it('an order that jumps past the threshold tells once, and later orders of the low product none, down to 0', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Uva Tea', stock: 9 });
    await orderOf(tea.id, 7);
    expect(messagesOf(await stockNotices())).toEqual(['Low stock: Uva Tea has 2 left']);
    await prisma.notification.deleteMany();
    await orderOf(tea.id, 2);
    expect(await stockOf(prisma, tea.id)).toBe(0);
    expect(messagesOf(await stockNotices())).toEqual([]);
  });

  it('an order that takes a well stocked product straight to 0 says "Out of stock"', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Hill Country Tea', stock: 6 });
    await orderOf(tea.id, 6);
    expect(await stockNotices()).toMatchObject([
      { message: 'Out of stock: Hill Country Tea', meta: { product: 'Hill Country Tea', productId: tea.id, stock: 0 } },
    ]);
  });

  it('a product well stocked raises none', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Nuwara Eliya Tea', stock: 50 });
    await orderOf(tea.id, 10);
    expect(messagesOf(await stockNotices())).toEqual([]);
  });
});

describe('order status changes', () => {
  it('an admin shipping the order tells the shopper "Your order ... is now shipped" (not the admins)', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Kandy Tea', stock: 100 });
    const order = await orderOf(tea.id);
    await prisma.notification.deleteMany();

    expect((await updateOrder(order._id, admin.token, { delivery_status: 'shipped', courier: 'Domex', tracking_number: 'DX-1001' })).status).toBe(200);
    expect(await listOf(shopper)).toMatchObject([
      { message: `Your order ${order.orderId} is now shipped`, meta: { orderId: order.orderId, delivery_status: 'shipped', payment_status: 'pending' } },
    ]);
    expect(await adminsList()).toEqual([]);
  });

  it('an admin changing the payment status tells the shopper; saving an unchanged status tells nobody', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Ruhuna Tea', stock: 100 });
    const order = await orderOf(tea.id);
    await prisma.notification.deleteMany();

    expect((await updateOrder(order._id, admin.token, { payment_status: 'completed' })).status).toBe(200);
    expect(messagesOf(await listOf(shopper))).toEqual([`Payment of your order ${order.orderId} is now completed`]);
    await prisma.notification.deleteMany();
    expect((await updateOrder(order._id, admin.token, { delivery_status: 'pending', payment_status: 'completed' })).status).toBe(200);
    expect(await prisma.notification.count()).toBe(0);
  });

  it('a shopper cancelling their order tells the admins (not the shopper)', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Sabaragamuwa Tea', stock: 100 });
    const order = await orderOf(tea.id);
    await prisma.notification.deleteMany();

    expect((await updateOrder(order._id, shopper.token, { delivery_status: 'cancelled' })).status).toBe(200);
    expect(await adminsList()).toMatchObject([
      { message: `Order ${order.orderId} was cancelled by Kamal Silva`, meta: { orderId: order.orderId, delivery_status: 'cancelled', payment_status: 'pending' } },
    ]);
    expect(await listOf(shopper)).toEqual([]);
  });

  it('a refused change raises nothing', async () => {
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Galle Tea', stock: 100 });
    const order = await orderOf(tea.id);
    expect((await updateOrder(order._id, admin.token, { delivery_status: 'shipped', courier: 'Domex', tracking_number: 'DX-1001' })).status).toBe(200);
    await prisma.notification.deleteMany();

    expectRefused(await updateOrder(order._id, shopper.token, { delivery_status: 'cancelled' }), 409, 'This order can no longer be cancelled');
    expectRefused(await updateOrder(order._id, shopper.token, { delivery_status: 'delivered' }), 403, 'You can only cancel your order');
    expectRefused(await updateOrder(order._id, admin.token, { delivery_status: 'lost' }), 400, 'delivery_status must be pending, shipped, delivered or cancelled');
    expectRefused(await updateOrder(order._id, admin.token, { delivery_status: 'shipped' }), 400, 'Choose the courier to ship the order');
    expect(await prisma.notification.count()).toBe(0);
  });
});

describe('registering', () => {
  it('tells the admins "New user registered: ..." with the name and e-mail; a refused registration tells nobody', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {}); // the verification mail goes to the log without SMTP
    const email = uniqueEmail('newcomer');
    const register = (json: unknown) => call(registerRoute, 'POST', '/api/user/register', { json });
    expect((await register({ name: 'Nimal Perera', email, password: STRONG_PASSWORD })).status).toBe(201);
    expect(await adminsList()).toMatchObject([
      { message: `New user registered: Nimal Perera (${email})`, read: false, meta: { name: 'Nimal Perera', email } },
    ]);

    await prisma.notification.deleteMany();
    expectRefused(await register({ name: 'Nimal Again', email, password: STRONG_PASSWORD }), 409, 'Email already registered');
    expect(await prisma.notification.count()).toBe(0);
  });
});
