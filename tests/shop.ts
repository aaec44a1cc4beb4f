import { expect } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { createUserAndLogIn, type Reply } from './api';
import { makeCategory, makeProduct, type ProductOptions, PRODUCT_KEYS } from './catalog';
import { setupTestDatabase } from './database';
import { setupTestEnv } from './env';

/**
 * What a shopper-side integration test file (cart, addresses) needs: the test environment, a fresh migrated
 * database, two shoppers with sessions (the second one's rows must stay out of reach of the first), a category
 * for products, and snapshots of the cart and address rows to show that a refused call changed nothing. Call
 * setupShopTest() with top-level await before the first test.
 */

export type ShopSession = Awaited<ReturnType<typeof createUserAndLogIn>>;

export async function setupShopTest(): Promise<{ prisma: PrismaClient; shopper: ShopSession; other: ShopSession; categoryId: string }> {
  setupTestEnv();
  const { prisma } = await setupTestDatabase();
  const shopper = await createUserAndLogIn({ name: 'Kamal Silva' });
  const other = await createUserAndLogIn({ name: 'Nimali Fernando' });
  const category = await makeCategory(prisma, { name: 'Tea and Spices', image: null });
  return { prisma, shopper, other, categoryId: category.id };
}

/** Another shopper with a session, for tests that need an empty cart or address book. */
export const newShopper = () => createUserAndLogIn({ name: 'Ruwan Jayasinghe' });

/** A product of the test category. */
export function productIn(prisma: PrismaClient, categoryId: string, options: Omit<ProductOptions, 'categoryId'> = {}) {
  return makeProduct(prisma, { categoryId, ...options });
}

/** The refusals of every shopper call: a guest (401) and a cookie session without X-XSRF-TOKEN on a change (403). */
export const USER_REFUSALS = [
  ['a guest', 401, 'Please log in to continue'],
  ['a cookie session without X-XSRF-TOKEN', 403, 'Invalid or missing CSRF token. Reload the page and try again.'],
] as const;

export type UserRefusal = (typeof USER_REFUSALS)[number][0];

export function userRefusalOptions(who: UserRefusal, session: ShopSession) {
  if (who === 'a guest') return {};
  return { cookies: { token: session.token, csrf: session.csrf, csrfHeader: false as const } };
}

/** Every cart line and address row: equal snapshots mean nothing changed. */
export async function shopperSnapshot(prisma: PrismaClient) {
  const [cartItems, addresses, products] = await Promise.all([
    prisma.cartItem.findMany({ orderBy: { id: 'asc' } }),
    prisma.address.findMany({ orderBy: { id: 'asc' } }),
    prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, stock: true, updatedAt: true } }),
  ]);
  return { cartItems, addresses, products };
}

/** The keys of a cart item and of an address in every reply (lib/cart/cart-json.ts, lib/addresses/address-json.ts). */
export const CART_ITEM_KEYS = ['_id', 'productId', 'quantity'];
export const ADDRESS_KEYS = ['_id', 'address_line', 'city', 'country', 'default', 'mobile', 'name', 'pincode', 'state'];

export function expectCartItem(item: unknown): void {
  expect(Object.keys(item as object).sort()).toEqual(CART_ITEM_KEYS);
  expect(Object.keys((item as { productId: object }).productId).sort()).toEqual(PRODUCT_KEYS);
}

/** A success with no data: exactly `{ success: true, message }`. */
export function expectDone(reply: Reply, message: string): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { success: true, message } });
}
