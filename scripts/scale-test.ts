/**
 * `npm run test:scale`: two instances of the production shop behind nginx, on one PostgreSQL database (a fresh
 * `shop_scale` on DATABASE_URL's server, else the local one), one Redis, the S3 stand-in and the realtime server as
 * its own process (scripts/scale-topology.ts; compose.yaml describes the same). Through the proxy and straight at
 * each instance it checks that:
 * - a page rendered by A is served from the shared cache by B;
 * - an admin's price change made on A is served by B on the next request, page and API (the staleness is measured);
 * - an order placed through A sells out a product, and B's product page says out of stock;
 * - a notification raised by A reaches a browser whose page B served;
 * - with Redis down the instances still answer, without the cache, and it is shared again once Redis is back;
 * - 100 concurrent orders of a product with stock 50, half sent to A and half to B, sell exactly 50;
 * - killing instance A while orders flow loses no acknowledged order, and the proxy keeps serving from B.
 * Bounded (3 minutes once the build exists), loopback only; it stops and removes everything it started, and exits
 * non-zero when a check fails.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type WebSocket } from '@playwright/test';
import { hashPassword } from '@/lib/auth/password';
import { createPrismaClient } from '@/lib/db/client';
import { recreateDatabase, serverUnreachable } from '@/lib/db/temporary-database';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { ADMIN_CHANNEL, ADMIN_EVENT } from '@/lib/realtime/channels';
import { countStatus } from './bench-runner';
import { UNCAPPED_CASH_ON_DELIVERY } from './measured-shop';
import { startTopology, type Instance, type Topology } from './scale-topology';
import { buildIfNeeded } from './shop-server';

const BASE_PORT = Number(process.env.SCALE_PORT ?? 3980);
const TIME_LIMIT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 30_000;
const ADMIN = { email: 'scale-admin@shop.local', password: `Admin#${randomBytes(9).toString('base64url')}1` };
const SHOPPERS = 100;
const BURST_STOCK = 50;
const PASSWORD = `Scale#${randomBytes(6).toString('base64url')}9`;
const KILL_LOAD_SECONDS = 8;
const KILL_AFTER_SECONDS = 3;
/** Requests sent this long after the kill must all be answered by B. */
const KILL_GRACE_MS = 1_000;

const log = (line: string) => console.log(`[scale] ${line}`);

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  log(`${ok ? 'ok    ' : 'BROKEN'} ${name}: ${detail}`);
};

type Reply = { status: number; text: string; cache?: string | null; json: { message?: string; data?: Record<string, unknown> } & Record<string, unknown> };

async function call(baseUrl: string, method: string, url: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Reply> {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      ...(options.json !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
  return { status: response.status, text, json, cache: response.headers.get('x-nextjs-cache') };
}

async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await call(baseUrl, 'POST', '/api/user/login', { json: { email, password } });
  const token = reply.json.data?.accessToken;
  if (typeof token !== 'string') throw new Error(`login of ${email} failed: ${reply.status} ${reply.json.message}`);
  return token;
}

type Shopper = { token: string; addressId: string };

/** Shoppers made in the database, each logged in through the instance its number picks (a session is shared). */
async function prepareShoppers(prisma: PrismaClient, instances: Instance[]): Promise<Shopper[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: SHOPPERS }, (_, index) => `scale.${index}@shop.local`);
  await prisma.user.createMany({ data: emails.map((email, index) => ({ name: `Scale Shopper ${index}`, email, passwordHash, emailVerifiedAt: new Date() })) });
  const users = await prisma.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true }, orderBy: { email: 'asc' } });
  const address = { name: 'Scale Shopper', mobile: '0771234567', addressLine: '1 Galle Road', city: 'Colombo', state: 'Western', pincode: '00300', country: 'Sri Lanka' };
  return Promise.all(
    users.map(async (user, index) => {
      const { id } = await prisma.address.create({ data: { ...address, userId: user.id }, select: { id: true } });
      return { token: await logIn(instances[index % instances.length]!.url, user.email, PASSWORD), addressId: id };
    }),
  );
}

const buyNow = (baseUrl: string, shopper: Shopper, productId: string) =>
  call(baseUrl, 'POST', '/api/order/create', {
    token: shopper.token,
    json: { mode: 'buy_now', paymentMethod: 'cod', delivery_address: shopper.addressId, product_details: [{ productId, quantity: 1 }] },
  });

/** The admin's product form, filled from the product as stored, with the changes given. */
async function updateProduct(baseUrl: string, token: string, prisma: PrismaClient, productId: string, changes: { price?: string; stock?: number }) {
  const product = await prisma.product.findUniqueOrThrow({ where: { id: productId } });
  const form = new FormData();
  form.set('name', product.name);
  form.set('categoryId', product.categoryId);
  if (product.subcategoryId) form.set('sub_categoryId', product.subcategoryId);
  form.set('unit', product.unit);
  form.set('stock', String(changes.stock ?? product.stock));
  form.set('price', changes.price ?? product.price.toFixed(2));
  form.set('discount', String(product.discount));
  form.set('description', product.description);
  const reply = await call(baseUrl, 'PUT', `/api/products/update/${productId}`, { token, form });
  if (reply.status !== 200) throw new Error(`the product update answered ${reply.status}: ${reply.json.message}`);
}

const productPage = (instance: Instance, productId: string) => call(instance.url, 'GET', `/product/${productId}`);
const productApi = async (baseUrl: string, productId: string) =>
  (await call(baseUrl, 'GET', `/api/products/getbyid/${productId}`)).json.data as { price: number; stock: number };

async function priceChangeOnAIsServedByB(topology: Topology, prisma: PrismaClient, adminToken: string, productId: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  // A renders the page; B serves it from the shared cache without rendering it again.
  await productPage(a, productId);
  const rendered = (await productPage(a, productId)).cache;
  const onB = (await productPage(b, productId)).cache;
  check('a page rendered by A is served from the shared cache by B', rendered === 'HIT' && onB === 'HIT', `x-nextjs-cache: ${rendered} on A's second view, ${onB} on B's first`);
  for (const baseUrl of [a.url, b.url, topology.proxyUrl, topology.proxyUrl]) await productApi(baseUrl, productId);
  const price = '1234.50';
  await updateProduct(a.url, adminToken, prisma, productId, { price });
  const changed = performance.now();
  // B is asked until it shows the change; every reply before that is a stale one.
  let stale = 0;
  for (;;) {
    const page = await productPage(b, productId);
    if (page.text.includes('1,234.50')) break;
    stale += 1;
    if (stale > 50) break;
  }
  const staleness = performance.now() - changed;
  const api = await productApi(b.url, productId);
  const viaProxy = await Promise.all([productPage(b, productId), call(topology.proxyUrl, 'GET', `/product/${productId}`), call(topology.proxyUrl, 'GET', `/product/${productId}`)]);
  const fresh = viaProxy.filter((reply) => reply.text.includes('1,234.50')).length;
  check(
    "an admin's price change on A is served by B on the next request (page and API)",
    stale === 0 && api.price === 1234.5 && fresh === viaProxy.length,
    `${stale} stale replies from B; the first view on B came ${staleness.toFixed(0)} ms after A's reply; B's API says Rs ${api.price}; ${fresh} of the next ${viaProxy.length} pages (B, the proxy twice) show the new price`,
  );
}

async function orderOnASellsOutOnB(topology: Topology, prisma: PrismaClient, adminToken: string, shopper: Shopper, productId: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  await updateProduct(a.url, adminToken, prisma, productId, { stock: 1 });
  const before = await productPage(b, productId);
  const order = await buyNow(a.url, shopper, productId);
  const after = await productPage(b, productId);
  const api = await productApi(b.url, productId);
  check(
    "an order placed through A sells out a product and B's product page says out of stock",
    !before.text.includes('Out of stock') && order.status === 201 && after.text.includes('Out of stock') && api.stock === 0,
    `before: ${before.text.includes('Out of stock') ? 'out of stock' : 'in stock'}; the order on A answered ${order.status}; then B's page says ${after.text.includes('Out of stock') ? '"Out of stock"' : 'it is in stock'} and B's API stock ${api.stock}`,
  );
}

/** The admin's notifications page, served by B, in Chromium; an order placed through A must reach it live. */
async function notificationFromAReachesBrowserOnB(topology: Topology, shopper: Shopper, productId: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ baseURL: b.url })).newPage();
    const login = await page.request.post('/api/user/login', { data: ADMIN });
    if (login.status() !== 200) throw new Error(`the admin's browser login on B answered ${login.status()}`);
    // Subscribed once the realtime server confirms the admins' channel; the event is seen on the wire, then on the page.
    let eventArrived = false;
    const subscribed = new Promise<WebSocket>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          const message = JSON.parse(String(frame.payload)) as { event?: string; channel?: string };
          if (message.channel !== ADMIN_CHANNEL) return;
          if (message.event === 'pusher_internal:subscription_succeeded') resolve(socket);
          if (message.event === ADMIN_EVENT) eventArrived = true;
        }),
      ),
    );
    const served = await page.goto('/admin/notifications');
    const socket = await Promise.race([subscribed, new Promise<undefined>((resolve) => setTimeout(resolve, 20_000))]);
    if (!socket) throw new Error('the page served by B never subscribed to the realtime server');
    const order = await buyNow(a.url, shopper, productId);
    const orderNumber = String(order.json.data?.orderId);
    const toast = await page
      .getByText('🔔 New admin notification!')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => true, () => false);
    const listed = await page
      .getByText(`New order ${orderNumber}`)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true, () => false);
    check(
      'a notification raised by A reaches a browser connected while B served its page',
      served?.status() === 200 && order.status === 201 && toast && listed,
      `B served /admin/notifications (${served?.status()}); order ${orderNumber} placed through A (${order.status}); the event ${eventArrived ? 'reached' : 'did NOT reach'} the browser's socket, which ${toast ? 'showed' : 'did NOT show'} the toast and ${listed ? 'listed' : 'did NOT list'} the notice`,
    );
  } finally {
    await browser.close();
  }
}

/** A price change on A, then B's page at once: whether it shows the new price. */
async function changeIsServedByB(topology: Topology, prisma: PrismaClient, adminToken: string, productId: string, price: string, shown: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  await updateProduct(a.url, adminToken, prisma, productId, { price });
  const page = await productPage(b, productId);
  return page.status === 200 && page.text.includes(shown);
}

async function redisDownDegradesToRendering(topology: Topology, prisma: PrismaClient, adminToken: string, productId: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  await topology.redis.stop();
  const pages = await Promise.all([a, b, a, b].map((instance) => productPage(instance, productId)));
  const freshWhileDown = await changeIsServedByB(topology, prisma, adminToken, productId, '2345.50', '2,345.50');
  const logged = topology.instances.every((instance) => topology.logOf(instance).includes('Redis is unreachable'));
  check(
    'with Redis down the instances render without the cache (logged), never an error',
    pages.every((page) => page.status === 200) && freshWhileDown && logged,
    `pages answered ${pages.map((page) => page.status).join(', ')}; a change on A ${freshWhileDown ? 'was' : 'was NOT'} on B's next page; both instances ${logged ? 'logged' : 'did NOT log'} "Redis is unreachable"`,
  );
  await topology.redis.start();
  const deadline = Date.now() + 15_000;
  while (!topology.instances.every((instance) => topology.logOf(instance).includes('Redis is reachable again')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const back = topology.instances.every((instance) => topology.logOf(instance).includes('Redis is reachable again'));
  await productPage(b, productId);
  const freshAfter = await changeIsServedByB(topology, prisma, adminToken, productId, '3456.50', '3,456.50');
  check(
    'when Redis is back the cache is shared again and coherent',
    back && freshAfter,
    `both instances ${back ? 'logged' : 'did NOT log'} "Redis is reachable again"; a change on A ${freshAfter ? 'was' : 'was NOT'} on B's next page`,
  );
}

async function concurrentOrdersNeverOversell(topology: Topology, prisma: PrismaClient, adminToken: string, shoppers: Shopper[], productId: string) {
  const [a, b] = topology.instances as [Instance, Instance];
  await updateProduct(a.url, adminToken, prisma, productId, { stock: BURST_STOCK });
  const replies = await Promise.all(shoppers.map((shopper, index) => buyNow((index % 2 ? b : a).url, shopper, productId)));
  const placed = replies.filter((reply) => reply.status === 201).length;
  const refused = replies.filter((reply) => reply.status === 409).length;
  const { stock } = await prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } });
  const sold = await prisma.orderItem.aggregate({ where: { productId }, _sum: { quantity: true } });
  check(
    `${shoppers.length} concurrent orders split across A and B never oversell (stock ${BURST_STOCK})`,
    placed === BURST_STOCK && refused === shoppers.length - BURST_STOCK && stock === 0 && sold._sum.quantity === BURST_STOCK,
    `${placed} placed, ${refused} refused as out of stock, ${replies.length - placed - refused} other replies; stock left ${stock}; ${sold._sum.quantity} units in stored orders`,
  );
}

async function killingALosesNoAcknowledgedOrder(topology: Topology, prisma: PrismaClient, shoppers: Shopper[], productIds: string[]) {
  const [a] = topology.instances as [Instance, Instance];
  const started = performance.now();
  const deadline = started + KILL_LOAD_SECONDS * 1000;
  let killedAt = Infinity;
  const acknowledged: string[] = [];
  const statuses = new Map<string, number>();
  const lateFailures: string[] = [];
  const count = (status: string) => countStatus(statuses, status);
  const killer = setTimeout(() => {
    killedAt = performance.now();
    topology.kill(a);
    log(`Instance A killed (SIGKILL) ${KILL_AFTER_SECONDS} s into the load.`);
  }, KILL_AFTER_SECONDS * 1000);
  let turn = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < deadline) {
        const n = turn++;
        const sentAt = performance.now();
        // Orders, and a page now and then, all through the proxy.
        const reply = await (n % 4 === 3
          ? call(topology.proxyUrl, 'GET', `/product/${productIds[n % productIds.length]}`)
          : buyNow(topology.proxyUrl, shoppers[n % shoppers.length]!, productIds[n % productIds.length]!)
        ).catch((error: Error) => ({ status: 0, text: error.message, json: {} }) as Reply);
        count(String(reply.status || 'network error'));
        if (reply.status === 201) acknowledged.push(String(reply.json.data?._id));
        if (reply.status !== 200 && reply.status !== 201 && sentAt > killedAt + KILL_GRACE_MS) lateFailures.push(`${reply.status} ${reply.json.message ?? ''}`.trim());
      }
    }),
  );
  clearTimeout(killer);
  const stored = await prisma.order.count({ where: { id: { in: acknowledged } } });
  const summary = [...statuses].sort().map(([status, n]) => `${status}×${n}`).join(' ');
  check(
    'killing A mid-load loses no acknowledged order',
    killedAt < Infinity && acknowledged.length > 0 && stored === acknowledged.length,
    `${acknowledged.length} orders acknowledged (201), ${stored} of them stored; replies: ${summary}`,
  );
  check(
    'after the kill the proxy keeps serving from B',
    killedAt < Infinity && lateFailures.length === 0,
    lateFailures.length ? `${lateFailures.length} failures sent over ${KILL_GRACE_MS} ms after the kill: ${lateFailures.slice(0, 5).join('; ')}` : `every request sent over ${KILL_GRACE_MS} ms after the kill was answered`,
  );
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const problem = await serverUnreachable(serverUrl);
  if (problem) {
    log(`FAILED: it needs a PostgreSQL server (${problem}); set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/postgres.`);
    return 1;
  }
  const url = await recreateDatabase(serverUrl, 'shop_scale');
  const prisma = createPrismaClient(url);
  let topology: Topology | undefined;
  const stopAll = async () => {
    await topology?.stop();
    await prisma.$disconnect();
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    await buildIfNeeded();
    const started = performance.now();
    const watchdog = setTimeout(() => {
      log(`FAILED: the run took over ${TIME_LIMIT_MS / 1000} s`);
      void stopAll().then(() => process.exit(1));
    }, TIME_LIMIT_MS);
    topology = await startTopology({
      databaseUrl: url,
      instances: 2,
      basePort: BASE_PORT,
      workDir: path.resolve('.data/scale'),
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_ADDRESS_MULTIPLIER: '1000', ...UNCAPPED_CASH_ON_DELIVERY },
      log,
    });

    const [a] = topology.instances as [Instance, Instance];
    const adminToken = await logIn(a.url, ADMIN.email, ADMIN.password);
    const products = await prisma.product.findMany({ where: { status: 'PUBLISHED' }, select: { id: true }, orderBy: { name: 'asc' }, take: 12 });
    // Plenty of stock for the orders of the last check.
    await prisma.product.updateMany({ where: { id: { in: products.slice(4).map((product) => product.id) } }, data: { stock: 100_000 } });
    const shoppers = await prepareShoppers(prisma, topology.instances);
    log(`${shoppers.length} shoppers logged in, half through each instance (${((performance.now() - started) / 1000).toFixed(1)} s).`);
    const [priced, soldOut, burst, noticed] = products.map((product) => product.id);

    await priceChangeOnAIsServedByB(topology, prisma, adminToken, priced!);
    await orderOnASellsOutOnB(topology, prisma, adminToken, shoppers[0]!, soldOut!);
    await notificationFromAReachesBrowserOnB(topology, shoppers[1]!, noticed!);
    await redisDownDegradesToRendering(topology, prisma, adminToken, priced!);
    await concurrentOrdersNeverOversell(topology, prisma, adminToken, shoppers, burst!);
    await killingALosesNoAcknowledgedOrder(topology, prisma, shoppers, products.slice(4).map((product) => product.id));

    clearTimeout(watchdog);
    const failed = checks.filter((item) => !item.ok).length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(failed ? `FAILED: ${failed} of ${checks.length} checks (in ${seconds} s)` : `Passed: ${checks.length} checks (in ${seconds} s)`);
    return failed ? 1 : 0;
  } catch (error) {
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopAll();
  }
}

process.exit(await main());
