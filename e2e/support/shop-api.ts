import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { test as base } from './test';
import { registerAccount, type TestAccount } from './accounts';
import { E2E_PORT } from './environment';

/** The shop's API as a customer or admin sees it: a bearer-token request context (no CSRF needed). */

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const DELIVERY_ADDRESS = {
  name: 'Nimal Perera',
  mobile: '0771234567',
  address_line: '42 Galle Road',
  city: 'Colombo',
  state: 'Western',
  pincode: '00300',
  country: 'Sri Lanka',
};

export type PlacedOrder = { _id: string; orderId: string; deliveryFee: number; totalAmt: number; delivery_status: string };

/** An account with a bearer-token API of its own and, for shoppers, a delivery address. */
export type Customer = { account: TestAccount; api: APIRequestContext; addressId: string };

export async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], account: Pick<TestAccount, 'email' | 'password'>) {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const login = await api.post('/api/user/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  await api.dispose();
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

export async function withAddress(api: APIRequestContext): Promise<string> {
  const reply = await api.post('/api/address/create', { data: DELIVERY_ADDRESS });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: { _id: string } }).data._id;
}

export async function productId(api: APIRequestContext, name: string): Promise<string> {
  const reply = await api.get(`/api/products/filter?keyword=${encodeURIComponent(name)}`);
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { _id: string; name: string }[] };
  const product = data.find((candidate) => candidate.name === name);
  expect(product, `seeded product ${name}`).toBeDefined();
  return product!._id;
}

/** A buy now of one of the named seeded product, paid as given, to the customer's address. */
export async function buyNow(customer: Customer, productName: string, paymentMethod: 'cod' | 'card' = 'cod'): Promise<PlacedOrder> {
  const reply = await customer.api.post('/api/order/create', {
    data: {
      mode: 'buy_now',
      paymentMethod,
      delivery_address: customer.addressId,
      product_details: [{ productId: await productId(customer.api, productName), quantity: 1 }],
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: PlacedOrder }).data;
}

/**
 * Playwright's `test` with a worker-scoped `shopper`: one account registered per worker (the suite may register
 * only a few, lib/auth/limits.ts), with its bearer-token API and a delivery address. A file that runs its tests
 * one after another (`test.describe.configure({ mode: 'default' })`) thus registers one account.
 */
export function testWithShopper(label: string) {
  return base.extend<object, { shopper: Customer }>({
    shopper: [
      async ({ playwright }, use) => {
        const registrar = await playwright.request.newContext({ baseURL: BASE_URL });
        const account = await registerAccount(registrar, label);
        await registrar.dispose();
        const api = await apiAs(playwright, account);
        await use({ account, api, addressId: await withAddress(api) });
        await api.dispose();
      },
      { scope: 'worker' },
    ],
  });
}
