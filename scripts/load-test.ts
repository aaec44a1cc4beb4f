/**
 * `npm run test:load`: bounded load with invariants, on the production build and a PostgreSQL server.
 *
 * Recreates a `shop_load` database on DATABASE_URL's server, starts the shop on it as `npm start` does (building
 * only when there is no current build) on LOAD_PORT (3960), loopback only, with the per-address rate limits relaxed
 * (all load comes from 127.0.0.1). Then, within 2 minutes: phase 1 sends 200 concurrent buy-now orders for one
 * product of stock 50 from 200 accounts; phase 2 drives a 60-second mixed load (browse, search, cart, order, pay with
 * the built-in test gateway or cash on delivery) with 8 clients. It prints the requests, the replies by status and
 * the invariants it checked, and exits non-zero on any 5xx, any unexpected reply, or a broken invariant.
 * Without a PostgreSQL server it says why and exits 0: the embedded database runs one query at a time, so a burst
 * says nothing about it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '@/lib/auth/password';
import { createPrismaClient } from '@/lib/db/client';
import { isEmbeddedDatabaseUrl } from '@/lib/db/embedded-url';
import { recreateDatabase, serverUnreachable } from '@/lib/db/temporary-database';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { countStatus } from './bench-runner';
import { BUILT_IN_SERVICES, startMeasuredShop, UNCAPPED_CASH_ON_DELIVERY, type MeasuredShop } from './measured-shop';

const PORT = Number(process.env.LOAD_PORT ?? 3960);
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = 200;
const BURST_STOCK = 50;
const MIXED_SECONDS = 60;
const MIXED_CLIENTS = 8;
/** From the shop answering to the verdict; a build, when one is needed, comes before. */
const TIME_LIMIT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = `Load#${randomBytes(6).toString('base64url')}9`;
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const log = (line: string) => console.log(`[load] ${line}`);

// ---- requests and their tally --------------------------------------------------------------------------------

/** The replies each kind of request may get; anything else (and every 5xx) fails the run. */
const EXPECTED: Record<string, number[]> = {
  login: [200],
  'burst order': [201, 409],
  page: [200],
  search: [200],
  'add to cart': [200, 201, 409],
  order: [201, 409],
  'payment intent': [200],
  'confirm payment': [200],
  'declined card': [402],
};

type Tally = { count: number; statuses: Map<string, number>; latencies: number[] };
const tallies = new Map<string, Tally>();
const unexpected: string[] = [];

type Reply = { status: number; body: Record<string, unknown> & { data?: Record<string, unknown> } };

async function send(kind: string, method: string, url: string, options: { token?: string; json?: unknown } = {}): Promise<Reply> {
  const tally: Tally = tallies.get(kind) ?? { count: 0, statuses: new Map(), latencies: [] };
  tallies.set(kind, tally);
  const started = performance.now();
  let status: string;
  let reply: Reply = { status: 0, body: {} };
  try {
    const response = await fetch(BASE + url, {
      method,
      headers: {
        ...(options.json !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    reply = { status: response.status, body: isJson ? JSON.parse(text) : {} };
    status = String(response.status);
  } catch (error) {
    status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
  }
  tally.count += 1;
  tally.latencies.push(performance.now() - started);
  countStatus(tally.statuses, status);
  if (!EXPECTED[kind]!.includes(reply.status) && unexpected.length < 20) {
    unexpected.push(`${kind} ${method} ${url}: ${status} ${String(reply.body.message ?? '')}`.trim());
  }
  return reply;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

// ---- the data ------------------------------------------------------------------------------------------------

type Shopper = { email: string; token: string; addressId: string };

async function prepareData(prisma: PrismaClient) {
  const category = await prisma.category.findFirstOrThrow({ orderBy: { name: 'asc' }, include: { subcategories: { take: 1 } } });
  const burstProduct = await prisma.product.create({
    data: { name: 'Load Test Tea', images: [], price: '450.00', stock: BURST_STOCK, unit: '100 g', categoryId: category.id, subcategoryId: category.subcategories[0]?.id },
  });
  // Plenty of everything else, so the mixed minute orders rather than hears "out of stock".
  await prisma.product.updateMany({ where: { id: { not: burstProduct.id } }, data: { stock: 10_000 } });
  const products = await prisma.product.findMany({ select: { id: true, name: true, stock: true, category: { select: { name: true } } } });

  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `load.${index}@shop.local`);
  await prisma.user.createMany({ data: emails.map((email, index) => ({ name: `Load Shopper ${index}`, email, passwordHash, emailVerifiedAt: new Date() })) });
  const users = await prisma.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  await prisma.address.createMany({
    data: users.map((user) => ({ userId: user.id, name: 'Load Shopper', mobile: '0771234567', addressLine: '1 Galle Road', city: 'Colombo', state: 'Western', pincode: '00300', country: 'Sri Lanka' })),
  });
  const addresses = await prisma.address.findMany({ select: { id: true, userId: true } });
  const accounts = users.map((user) => ({ email: user.email, addressId: addresses.find((address) => address.userId === user.id)!.id }));
  return { burstProduct, products, accounts, initialStock: new Map(products.map((product) => [product.id, product.stock])) };
}

/** Every account logs in through the API, as a shopper would (the per-address limit is relaxed for this run). */
async function logIn(accounts: { email: string; addressId: string }[]): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  await eachLimited(accounts, 8, async (account) => {
    const reply = await send('login', 'POST', '/api/user/login', { json: { email: account.email, password: PASSWORD } });
    const token = reply.body.data?.accessToken;
    if (typeof token !== 'string') throw new Error(`login of ${account.email} failed: ${reply.status} ${String(reply.body.message)}`);
    shoppers.push({ ...account, token });
  });
  return shoppers;
}

// ---- phase 1: the burst ----------------------------------------------------------------------------------------

async function burst(shoppers: Shopper[], productId: string) {
  const replies = await Promise.all(
    shoppers.map((shopper) =>
      send('burst order', 'POST', '/api/order/create', {
        token: shopper.token,
        json: { mode: 'buy_now', paymentMethod: 'cod', delivery_address: shopper.addressId, product_details: [{ productId, quantity: 1 }] },
      }),
    ),
  );
  return {
    placed: replies.filter((reply) => reply.status === 201).map((reply) => String(reply.body.data!._id)),
    outOfStock: replies.filter((reply) => reply.status === 409).length,
  };
}

// ---- phase 2: the mixed minute ---------------------------------------------------------------------------------

type Product = { id: string; name: string; category: { name: string } };
const KEYWORDS = ['tea', 'rice', 'spice', 'coconut', 'cinnamon', 'batik', 'organic', 'xyzzy'];

async function mixedLoad(clients: Shopper[][], products: Product[], deadline: number) {
  const placed: string[] = [];
  const paidIntents = new Set<string>();
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const order = async (shopper: Shopper, json: Record<string, unknown>) => {
    const reply = await send('order', 'POST', '/api/order/create', { token: shopper.token, json: { delivery_address: shopper.addressId, ...json } });
    if (reply.status !== 201) return undefined;
    placed.push(String(reply.body.data!._id));
    return String(reply.body.data!._id);
  };
  // Every card order is paid at once, so no account piles up open unpaid orders (those have a cap of their own).
  const payByCard = async (shopper: Shopper, orderId: string) => {
    const intent = await send('payment intent', 'POST', '/api/payments/create-intent', { token: shopper.token, json: { orderId } });
    const paymentIntentId = intent.body.paymentIntentId;
    if (typeof paymentIntentId !== 'string') return;
    const confirm = (cardNumber: string, kind: string) =>
      send(kind, 'POST', '/api/payments/confirm', { token: shopper.token, json: { paymentIntentId, cardNumber } });
    if (Math.random() < 0.2) await confirm(DECLINED_CARD, 'declined card');
    // One payment in four is confirmed twice at once (a double click): it must be counted once.
    const confirms = await Promise.all(Array.from({ length: Math.random() < 0.25 ? 2 : 1 }, () => confirm(GOOD_CARD, 'confirm payment')));
    if (confirms.some((reply) => reply.status === 200)) paidIntents.add(paymentIntentId);
  };
  const buyNow = (product: Product, paymentMethod: 'card' | 'cod') => ({
    mode: 'buy_now',
    paymentMethod,
    product_details: [{ productId: product.id, quantity: 1 + Math.floor(Math.random() * 3) }],
  });

  const actions: [number, (shopper: Shopper) => Promise<unknown>][] = [
    [25, () => { const product = pick(products); return send('page', 'GET', pick(['/', '/shop', `/product/${product.id}`, `/category/${encodeURIComponent(product.category.name)}`])); }],
    [25, () => send('search', 'GET', `/api/products/filter?keyword=${pick(KEYWORDS)}${Math.random() < 0.5 ? '&inStock=true' : ''}`)],
    [15, async (shopper) => {
      for (const product of [pick(products), pick(products)]) {
        await send('add to cart', 'POST', '/api/cart/create', { token: shopper.token, json: { productId: product.id, quantity: 1 + Math.floor(Math.random() * 2) } });
      }
      const paymentMethod = Math.random() < 0.5 ? 'cod' : 'card';
      const orderId = await order(shopper, { mode: 'cart', paymentMethod });
      if (orderId && paymentMethod === 'card') await payByCard(shopper, orderId);
    }],
    [25, async (shopper) => {
      const orderId = await order(shopper, buyNow(pick(products), 'card'));
      if (orderId) await payByCard(shopper, orderId);
    }],
    [10, (shopper) => order(shopper, buyNow(pick(products), 'cod'))],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const choose = () => {
    let roll = Math.random() * totalWeight;
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
    return actions[0]![1];
  };

  // Each client has its own accounts (so two clients never check out one cart) and takes them in turn.
  await Promise.all(clients.map(async (accounts) => {
    for (let turn = 0; performance.now() < deadline; turn += 1) await choose()(accounts[turn % accounts.length]!);
  }));
  return { placed, paidIntents };
}

// ---- the invariants --------------------------------------------------------------------------------------------

type Check = { name: string; ok: boolean; detail: string };

async function checkInvariants(
  prisma: PrismaClient,
  facts: { placedIds: string[]; initialStock: Map<string, number>; burstProductId: string; burstPlaced: number; burstOutOfStock: number; paidIntents: Set<string> },
): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const orders = await prisma.order.findMany({ select: { id: true, deliveryStatus: true, paymentStatus: true, paymentMethod: true, total: true, items: { select: { productId: true, quantity: true } } } });
  const answered = new Set(facts.placedIds);
  const stored = new Set(orders.map((order) => order.id));
  const phantom = orders.filter((order) => !answered.has(order.id)).length;
  const lost = facts.placedIds.filter((id) => !stored.has(id)).length;
  check('every 201 is a stored order, and no refused request left one', phantom === 0 && lost === 0, `${orders.length} orders stored, ${answered.size} answered 201, ${phantom} unanswered, ${lost} missing`);

  const empty = orders.filter((order) => order.items.length === 0).length;
  check('no order without items', empty === 0, `${empty} of ${orders.length} orders have no items`);

  const ordered = new Map<string, number>();
  for (const order of orders.filter((order) => order.deliveryStatus !== 'cancelled')) {
    for (const item of order.items) if (item.productId) ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
  }
  const products = await prisma.product.findMany({ select: { id: true, name: true, stock: true } });
  const mismatched = products.filter((product) => (facts.initialStock.get(product.id) ?? 0) - product.stock !== (ordered.get(product.id) ?? 0));
  const sold = [...ordered.values()].reduce((sum, quantity) => sum + quantity, 0);
  check('stock sold = quantities ordered, per product', mismatched.length === 0, `${sold} units over ${ordered.size} products${mismatched.length ? `; wrong: ${mismatched.map((product) => product.name).join(', ')}` : ''}`);
  const negative = products.filter((product) => product.stock < 0).length;
  check('no stock below zero', negative === 0, `${negative} products below zero`);

  const burstSold = ordered.get(facts.burstProductId) ?? 0;
  const burstOk = burstSold === facts.burstPlaced && (facts.burstOutOfStock === 0 || burstSold === BURST_STOCK);
  check(`burst: ${BURST_STOCK} in stock, sold once each, "out of stock" only once gone`, burstOk, `${facts.burstPlaced} placed, ${facts.burstOutOfStock} out of stock, ${burstSold} units sold`);

  const payments = await prisma.payment.findMany({ where: { status: 'succeeded' }, select: { orderId: true, intentId: true, amount: true } });
  const perOrder = new Map<string, number>();
  for (const payment of payments) perOrder.set(payment.orderId, (perOrder.get(payment.orderId) ?? 0) + 1);
  const twice = [...perOrder.values()].filter((count) => count > 1).length;
  const totals = new Map(orders.map((order) => [order.id, order]));
  const wrongAmount = payments.filter((payment) => !totals.get(payment.orderId)?.total.equals(payment.amount)).length;
  const paidOrders = orders.filter((order) => order.paymentMethod === 'CARD' && order.paymentStatus === 'completed');
  const unpaidRecord = paidOrders.filter((order) => perOrder.get(order.id) !== 1).length;
  const unacknowledged = payments.filter((payment) => !facts.paidIntents.has(payment.intentId)).length;
  check(
    'no payment counted twice',
    twice === 0 && wrongAmount === 0 && unpaidRecord === 0 && payments.length === facts.paidIntents.size && unacknowledged === 0,
    `${payments.length} succeeded payments for ${facts.paidIntents.size} confirmed intents; ${paidOrders.length} paid card orders; ${twice} orders paid twice, ${wrongAmount} amounts off the order total`,
  );
  return checks;
}

// ---- the run ---------------------------------------------------------------------------------------------------

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function printTally() {
  const rows = [...tallies].map(([kind, tally]) => ({
    request: kind,
    count: tally.count,
    replies: [...tally.statuses].sort().map(([status, count]) => `${status}×${count}`).join(' '),
    'p50 ms': Math.round(percentile(tally.latencies, 50)),
    'p95 ms': Math.round(percentile(tally.latencies, 95)),
  }));
  console.table(rows);
  const byStatus = new Map<string, number>();
  for (const tally of tallies.values()) for (const [status, count] of tally.statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  const errors = [...byStatus].filter(([status]) => !/^[23]/.test(status)).sort();
  log(`${total} requests; errors by status: ${errors.length ? errors.map(([status, count]) => `${status}: ${count}`).join(', ') : 'none'}`);
  return byStatus;
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  const problem = !serverUrl
    ? 'DATABASE_URL is not set'
    : isEmbeddedDatabaseUrl(serverUrl)
      ? 'DATABASE_URL names the embedded database'
      : await serverUnreachable(serverUrl);
  if (problem) {
    log(`Skipped: it needs a PostgreSQL server (${problem}). Set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/postgres.`);
    return 0;
  }

  const dataDir = path.resolve('.data/load');
  mkdirSync(dataDir, { recursive: true });
  const url = await recreateDatabase(serverUrl!, 'shop_load');
  const logFile = path.join(dataDir, 'shop.log');
  log(`Starting the production shop on ${BASE} with the shop_load database (builds first if there is no current build; its output: ${path.relative(process.cwd(), logFile)})...`);
  let shop: MeasuredShop | undefined;
  const prisma = createPrismaClient(url);
  const stopAll = async () => {
    await shop?.stop();
    await prisma.$disconnect();
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    shop = await startMeasuredShop(
      PORT,
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        APP_URL: BASE,
        ADMIN_EMAIL: 'load-admin@shop.local',
        ADMIN_PASSWORD: `Admin#${randomBytes(9).toString('base64url')}`,
        REALTIME_PORT: String(PORT + 3000),
        // One client address sends everything: its per-address limits would count the whole run as one shopper.
        RATE_LIMIT_ADDRESS_MULTIPLIER: '1000',
        ...UNCAPPED_CASH_ON_DELIVERY,
        ...BUILT_IN_SERVICES,
      },
      { logFile },
    );
    const started = performance.now();
    const watchdog = setTimeout(() => {
      log(`FAILED: the run took over ${TIME_LIMIT_MS / 1000} s`);
      void stopAll().then(() => process.exit(1));
    }, TIME_LIMIT_MS);
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

    const data = await prepareData(prisma);
    const shoppers = await logIn(data.accounts);
    log(`${shoppers.length} shoppers logged in (${seconds()} s).`);

    log(`Phase 1: ${shoppers.length} concurrent buy-now orders of one product with stock ${BURST_STOCK}...`);
    const phase1 = await burst(shoppers, data.burstProduct.id);
    log(`Phase 1: ${phase1.placed.length} placed, ${phase1.outOfStock} out of stock (${seconds()} s).`);

    log(`Phase 2: ${MIXED_SECONDS} s of mixed load (browse, search, cart, order, pay) with ${MIXED_CLIENTS} clients...`);
    const clients = Array.from({ length: MIXED_CLIENTS }, (_, client) => shoppers.filter((_, index) => index % MIXED_CLIENTS === client));
    const products = data.products.filter((product) => product.id !== data.burstProduct.id);
    const phase2 = await mixedLoad(clients, products, performance.now() + MIXED_SECONDS * 1000);
    log(`Phase 2: ${phase2.placed.length} orders placed, ${phase2.paidIntents.size} card payments confirmed (${seconds()} s).`);

    const byStatus = printTally();
    const checks = await checkInvariants(prisma, {
      placedIds: [...phase1.placed, ...phase2.placed],
      initialStock: data.initialStock,
      burstProductId: data.burstProduct.id,
      burstPlaced: phase1.placed.length,
      burstOutOfStock: phase1.outOfStock,
      paidIntents: phase2.paidIntents,
    });
    const serverErrors = [...byStatus].filter(([status]) => !/^[234]/.test(status)).reduce((sum, [, count]) => sum + count, 0);
    checks.unshift({ name: 'no 5xx, timeout or network error', ok: serverErrors === 0, detail: `${serverErrors} such replies` });
    checks.splice(1, 0, { name: 'every reply is one its request may get', ok: unexpected.length === 0, detail: unexpected.length ? unexpected.join('; ') : 'all expected' });
    log('Invariants checked:');
    for (const check of checks) log(`  ${check.ok ? 'ok    ' : 'BROKEN'} ${check.name}: ${check.detail}`);
    clearTimeout(watchdog);
    const failed = checks.filter((check) => !check.ok).length;
    log(failed ? `FAILED: ${failed} of ${checks.length} checks (in ${seconds()} s)` : `Passed: ${checks.length} checks (in ${seconds()} s)`);
    return failed ? 1 : 0;
  } finally {
    await stopAll();
  }
}

process.exit(await main());
