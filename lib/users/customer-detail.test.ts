import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { createUser } from '@/tests/api';
import { makeCategory, makeOrderShowing, makeProduct } from '@/tests/catalog';
import { setupTestDatabase } from '@/tests/database';
import { setupTestEnv } from '@/tests/env';
import { makeAddress } from '@/tests/orders';
import { CUSTOMER_DETAIL_ROWS, getCustomerDetail } from './customer-detail';

/** The admin's customer detail: the latest page of each part of a customer's history, with its count. */

setupTestEnv();
const { prisma } = await setupTestDatabase();

const HOUR = 3_600_000;
const START = Date.UTC(2025, 5, 1);

describe('getCustomerDetail', () => {
  it('is null for an unknown account', async () => {
    expect(await getCustomerDetail('no-such-user')).toBeNull();
  });

  it('shows an account without history as empty parts', async () => {
    const user = await createUser({ name: 'Quiet Customer' });
    const detail = await getCustomerDetail(user.id);
    expect(detail?.user).toMatchObject({ id: user.id, name: 'Quiet Customer', email: user.email });
    for (const part of ['orders', 'payments', 'addresses', 'reviews'] as const) expect(detail?.[part]).toEqual({ items: [], total: 0 });
  });

  it('gives the newest few of each part, the total of each, and nothing of other customers', async () => {
    const customer = await createUser({ name: 'Busy Customer' });
    const other = await createUser({ name: 'Other Customer' });
    const category = await makeCategory(prisma);
    const orderCount = CUSTOMER_DETAIL_ROWS + 3;
    const products = await Promise.all(Array.from({ length: 12 }, () => makeProduct(prisma, { categoryId: category.id })));

    // Orders an hour apart, each with a payment at the same time; the other customer has one of each too.
    const orders = [];
    for (let index = 0; index < orderCount; index += 1) {
      const order = await makeOrderShowing(prisma, { userId: customer.id, productId: products[0]!.id, image: 'a.png' });
      const at = new Date(START + index * HOUR);
      await prisma.order.update({ where: { id: order.id }, data: { createdAt: at } });
      await prisma.payment.create({
        data: { orderId: order.id, userId: customer.id, gateway: 'TEST', intentId: `pi_${randomUUID()}`, amount: new Prisma.Decimal('110.00'), createdAt: at },
      });
      orders.push(order);
    }
    const othersOrder = await makeOrderShowing(prisma, { userId: other.id, productId: products[0]!.id, image: 'a.png' });
    await prisma.payment.create({
      data: { orderId: othersOrder.id, userId: other.id, gateway: 'TEST', intentId: `pi_${randomUUID()}`, amount: new Prisma.Decimal('110.00') },
    });
    await makeAddress(prisma, other.id);

    const home = await makeAddress(prisma, customer.id, { city: 'Kandy' });
    await prisma.address.update({ where: { id: home.id }, data: { isDefault: true, createdAt: new Date(START) } });
    const work = await makeAddress(prisma, customer.id, { city: 'Galle' });
    await prisma.review.createMany({
      data: products.map((product, index) => ({ userId: customer.id, productId: product.id, rating: 4, createdAt: new Date(START + index * HOUR) })),
    });
    await prisma.review.create({ data: { userId: other.id, productId: products[0]!.id, rating: 1 } });

    const detail = (await getCustomerDetail(customer.id))!;
    const newestOrders = orders.toReversed().slice(0, CUSTOMER_DETAIL_ROWS);
    expect(detail.orders.total).toBe(orderCount);
    expect(detail.orders.items.map((order) => order.id)).toEqual(newestOrders.map((order) => order.id));
    expect(detail.payments.total).toBe(orderCount);
    expect(detail.payments.items.map((payment) => payment.order.number)).toEqual(newestOrders.map((order) => order.orderNumber));
    // The default address first, though it is the older one.
    expect(detail.addresses).toEqual({ items: [expect.objectContaining({ id: home.id, isDefault: true }), expect.objectContaining({ id: work.id })], total: 2 });
    expect(detail.reviews.total).toBe(products.length);
    expect(detail.reviews.items.map((review) => review.product.id)).toEqual(products.toReversed().slice(0, CUSTOMER_DETAIL_ROWS).map((product) => product.id));
    expect(detail.reviews.items.every((review) => review.user.id === customer.id)).toBe(true);
  });
});
