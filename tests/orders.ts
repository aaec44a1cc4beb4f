import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { POST as createOrderRoute } from '@/app/api/order/create/route';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { call, type CallOptions, createUserAndLogIn } from './api';
import { makeCategory, makeProduct, type ProductOptions, storeImage } from './catalog';
import { setupTestDatabase } from './database';
import { setupTestEnv, type TestEnvOptions } from './env';

/**
 * What an orders integration test file needs: the test environment, a fresh migrated database (and its URL), an
 * admin and a shopper session, a category, and rows made straight through Prisma (addresses, cart lines, coupons),
 * so the tests do not depend on the cart, address and coupon APIs. `shopSnapshot` shows that a refused order
 * changed nothing. Call setupOrdersTest() with top-level await before the first test.
 */

type Db = PrismaClient;

export async function setupOrdersTest(env: TestEnvOptions = {}) {
  setupTestEnv(env);
  const { prisma, url } = await setupTestDatabase();
  const admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Shop Admin' });
  const shopper = await createUserAndLogIn({ name: 'Kamal Silva' });
  const category = await makeCategory(prisma, { name: 'Tea and Spices' });
  return { prisma, url, admin, shopper, category };
}

/** Whether the tests run on the embedded database (one connection: transactions never overlap there). */
export const onEmbeddedDatabase = !process.env.DATABASE_URL;

/** A shopper with a session and a delivery address. */
export async function makeShopper(prisma: Db, name = 'Sunil Fernando') {
  const shopper = await createUserAndLogIn({ name });
  const address = await makeAddress(prisma, shopper.id, { name });
  return { ...shopper, address };
}

export const ADDRESS = {
  name: 'Kamal Silva',
  mobile: '0771234567',
  addressLine: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  pincode: '00300',
  country: 'Sri Lanka',
};

/** ADDRESS as an order's delivery columns, for orders made straight in the database. */
export const DELIVERY_COLUMNS = {
  deliveryName: ADDRESS.name,
  deliveryMobile: ADDRESS.mobile,
  deliveryAddressLine: ADDRESS.addressLine,
  deliveryCity: ADDRESS.city,
  deliveryState: ADDRESS.state,
  deliveryPincode: ADDRESS.pincode,
  deliveryCountry: ADDRESS.country,
};

export function makeAddress(prisma: Db, userId: string, overrides: Partial<typeof ADDRESS> = {}) {
  return prisma.address.create({ data: { userId, ...ADDRESS, ...overrides } });
}

/** A product with one stored image (the order's snapshot shows it). */
export function makeStockedProduct(prisma: Db, categoryId: string, options: Omit<ProductOptions, 'categoryId'> = {}) {
  return makeProduct(prisma, { images: [storeImage()], ...options, categoryId });
}

/**
 * One product per entry of `options`, made so that their ids sort in the order given: the order in which placing an
 * order reserves their stock (ids are random, so the rows are made first and then given their names and stock).
 */
export async function productsInLockOrder(prisma: Db, categoryId: string, options: { name: string; stock: number }[]) {
  const made = await Promise.all(options.map(() => makeStockedProduct(prisma, categoryId)));
  const sorted = made.sort((a, b) => (a.id < b.id ? -1 : 1));
  return Promise.all(sorted.map((product, index) => prisma.product.update({ where: { id: product.id }, data: options[index]! })));
}

export async function addToCart(prisma: Db, userId: string, productId: string, quantity = 1) {
  return prisma.cartItem.create({ data: { userId, productId, quantity } });
}

export function makeCoupon(prisma: Db, options: { code?: string; discountPercent?: number; usageLimit?: number; usedCount?: number; expiryDate?: Date } = {}) {
  return prisma.coupon.create({
    data: {
      code: options.code ?? `SAVE${randomUUID().slice(0, 8).toUpperCase()}`,
      discountPercent: options.discountPercent ?? 10,
      usageLimit: options.usageLimit ?? 0,
      usedCount: options.usedCount ?? 0,
      expiryDate: options.expiryDate ?? new Date(Date.now() + 7 * 24 * 3600_000),
    },
  });
}

export const stockOf = async (prisma: Db, productId: string) => (await prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock;

export const setStock = (prisma: Db, productId: string, stock: number) => prisma.product.update({ where: { id: productId }, data: { stock } });

export const setPrice = (prisma: Db, productId: string, price: string) =>
  prisma.product.update({ where: { id: productId }, data: { price: new Prisma.Decimal(price) } });

/** Everything placing an order touches (stock, carts, coupon uses, orders and their items): equal snapshots mean nothing changed. */
export async function shopSnapshot(prisma: Db) {
  const [products, cartItems, coupons, orders, orderItems, addresses] = await Promise.all([
    prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, stock: true, price: true, updatedAt: true } }),
    prisma.cartItem.findMany({ orderBy: { id: 'asc' } }),
    prisma.coupon.findMany({ orderBy: { id: 'asc' }, select: { id: true, usedCount: true, updatedAt: true } }),
    prisma.order.findMany({ orderBy: { id: 'asc' } }),
    prisma.orderItem.findMany({ orderBy: { id: 'asc' } }),
    prisma.address.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { products: products.map((product) => ({ ...product, price: product.price.toFixed(2) })), cartItems, coupons, orders, orderItems, addresses };
}

/** POST /api/order/create with a JSON body, as a bearer session unless told otherwise. */
export function placeOrder(session: { token: string } | undefined, json: unknown, options: CallOptions = {}) {
  return call(createOrderRoute, 'POST', '/api/order/create', { json, ...(session && { token: session.token }), ...options });
}

export type BuyNowOptions = { quantity?: number; paymentMethod: 'card' | 'cod'; couponCode?: string };

/** A buy-now order of `quantity` (1) of one product, delivered to the shopper's address. */
export function buyNowOrder(shopper: { token: string; address: { id: string } }, productId: string, options: BuyNowOptions) {
  return placeOrder(shopper, {
    delivery_address: shopper.address.id,
    mode: 'buy_now',
    product_details: [{ productId, quantity: options.quantity ?? 1 }],
    paymentMethod: options.paymentMethod,
    ...(options.couponCode && { couponCode: options.couponCode }),
  });
}

/** The order of a reply that must have placed one (201). */
export async function placedOrder(reply: Awaited<ReturnType<typeof placeOrder>>) {
  expect(reply.status).toBe(201);
  return reply.body.data as { _id: string; orderId: string };
}

export type OrderItem = { productId: string | null; name: string; image: string | null; quantity: number; price: number };

/** The items of an order reply: product_details is JSON text. */
export function itemsOf(order: { product_details: string }): OrderItem[] {
  expectText(order.product_details);
  return JSON.parse(order.product_details) as OrderItem[];
}

function expectText(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new Error(`product_details should be JSON text, got ${typeof value}`);
}

/** The keys of an order in every reply (lib/orders/order-json.ts). */
export const ORDER_KEYS = [
  '_id',
  'couponCode',
  'courier',
  'createdAt',
  'delivered_at',
  'deliveryFee',
  'delivery_address',
  'delivery_status',
  'discountAmount',
  'invoice_receipt',
  'mode',
  'orderId',
  'paymentMethod',
  'payment_id',
  'payment_status',
  'product_details',
  'refunded_amount',
  'shipped_at',
  'subTotalAmt',
  'totalAmt',
  'tracking_number',
  'updatedAt',
  'userEmail',
  'userId',
  'userName',
];

/**
 * Real PostgreSQL only: another connection takes a row lock (`lock`, a SELECT ... FOR UPDATE), `action` starts and
 * runs until it waits for that lock, then `meanwhile` runs on the locking connection (its changes commit with the
 * release). Makes "something happened while the order was being placed or changed" happen every time.
 */
export async function whileActionWaitsForLock<T>(
  url: string,
  lock: { sql: string; params: unknown[] },
  action: () => Promise<T>,
  meanwhile: (client: pg.Client) => Promise<unknown>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(lock.sql, lock.params);
    const running = action();
    running.catch(() => {}); // awaited below; never an unhandled rejection meanwhile
    await waitForALockWait(client);
    await meanwhile(client);
    await client.query('COMMIT');
    return await running;
  } finally {
    await client.end();
  }
}

async function waitForALockWait(client: pg.Client): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { rows } = await client.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the action never waited for the locked row');
}
