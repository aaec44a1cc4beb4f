/**
 * `npm run bench`: the storefront and the catalogue API under load, beside the floors measured in the same run. Seeds
 * a catalogue of BENCH_PRODUCTS (100,000) products into a fresh database (`shop_bench` on DATABASE_URL's server, else
 * an in-memory embedded one), serves the production build on BENCH_PORT and drives it with autocannon at
 * BENCH_CONCURRENCY (20) connections for BENCH_SECONDS (10) per scenario. The floors: a route Next prerenders at
 * build (/icon.svg, the floor for a cached page), a file of public/ (the raw file floor), /api/health, and for each
 * catalogue API scenario the same SQL through a pg pool at the same concurrency. Each row gives its ratios to them,
 * and the run ends with the server's peak memory. It reports; it never fails a build on timing (the machine it runs
 * on decides the figures, so read the ratios).
 * `npm run bench -- --year` measures the lists at a year of data instead (scripts/bench-year.ts), and
 * `npm run bench -- --scale` the shopper mix through a proxy to one and to two instances (scaleBench).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword } from '@/lib/auth/password';
import { filtersFromSearchParams, productSearchQuery } from '@/lib/catalog/product-search';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/lib/db/embedded';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { addGeneratedProducts, PRODUCT_NOUNS, PRODUCT_PLACES } from './generated-products';
import { failures, fetchOnce, percentile, runFlow, runScenario, type Flow, type Scenario, type ScenarioFigures, visitEach } from './bench-runner';
import { yearBench } from './bench-year';
import { startMeasuredShop, UNCAPPED_CASH_ON_DELIVERY, type MeasuredShop } from './measured-shop';
import { startTopology } from './scale-topology';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const BENCH_ADMIN = 'bench-admin@shop.local';
/** Shoppers of the shopper mix: each of its connections is one of them. */
const MIX_SHOPPERS = Math.max(1, Math.floor(CONCURRENCY / 2));
const SHOPPER_PASSWORD = `Bench#${randomBytes(6).toString('base64url')}9`;

const log = (line: string) => console.log(`[bench] ${line}`);
/** Adds generated products until there are `total`. */
async function seedVolume(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const added = await addGeneratedProducts(client, total);
    if (added > 0) log(`Added ${added.toLocaleString('en')} generated products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await client.end();
  }
}

async function sampleIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // In stock, so the shopper mix's carts and orders go through.
    const products = await client.query<{ id: string }>('SELECT id FROM products WHERE stock > 100 ORDER BY random() LIMIT 500');
    const names = await client.query<{ name: string }>('SELECT name FROM products ORDER BY random() LIMIT 50');
    const categories = await client.query<{ id: string; name: string }>('SELECT id, name FROM categories');
    const subcategories = await client.query<{ id: string }>('SELECT id FROM subcategories');
    return {
      products: products.rows.map((row) => row.id),
      // A name's last word is the product's number: a keyword few products match.
      rareWords: names.rows.map((row) => row.name.split(' ').pop()!),
      categories: categories.rows,
      subcategories: subcategories.rows.map((row) => row.id),
    };
  } finally {
    await client.end();
  }
}


type Sample = Awaited<ReturnType<typeof sampleIds>>;

/** Shoppers with a verified account and an address, logged in through the API as a browser would. */
async function prepareShoppers(url: string, baseUrl = BASE): Promise<{ token: string; addressId: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const passwordHash = await hashPassword(SHOPPER_PASSWORD);
    const emails = Array.from({ length: MIX_SHOPPERS }, (_, index) => `bench.shopper.${index}@shop.local`);
    const { rows } = await client.query<{ id: string; email: string }>(
      `INSERT INTO users (id, name, email, password_hash, email_verified_at, created_at, updated_at)
       SELECT 'bench-user-' || n, 'Bench Shopper ' || n, email, $2, now(), now(), now() FROM unnest($1::text[]) WITH ORDINALITY AS e(email, n)
       RETURNING id, email`,
      [emails, passwordHash],
    );
    const shoppers = [];
    for (const user of rows) {
      const address = await client.query<{ id: string }>(
        `INSERT INTO addresses (id, user_id, name, mobile, address_line, city, state, pincode, country, created_at, updated_at)
         VALUES ('bench-address-' || $1, $1, 'Bench Shopper', '0771234567', '1 Galle Road', 'Colombo', 'Western', '00300', 'Sri Lanka', now(), now())
         RETURNING id`,
        [user.id],
      );
      const reply = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: SHOPPER_PASSWORD }),
      });
      const token = ((await reply.json()) as { data?: { accessToken?: string } }).data?.accessToken;
      if (!token) throw new Error(`The bench shopper ${user.email} could not log in (${reply.status})`);
      shoppers.push({ token, addressId: address.rows[0]!.id });
    }
    return shoppers;
  } finally {
    await client.end();
  }
}

const pick = <T>(list: T[], i: number) => list[i % list.length]!;
const COMMON_WORDS = [...PRODUCT_NOUNS.map((noun) => noun.split(' ')[0]!.toLowerCase()), ...PRODUCT_PLACES.map((place) => place.split(' ')[0]!.toLowerCase())];

/**
 * A scenario of the catalogue API also runs its SQL through a pg pool: the floor of that request. A page scenario
 * over `pages` different pages first visits each once (rendered, then cached), and those first visits get a row.
 */
type BenchScenario = Scenario & { kind: 'page' | 'api'; pages?: number };

function scenarios(sample: Sample): BenchScenario[] {
  return [
    { kind: 'page', name: 'home', path: () => '/' },
    { kind: 'page', name: '/about', path: () => '/about' },
    {
      kind: 'page',
      name: 'category page',
      path: (i) => `/category/${encodeURIComponent(pick(sample.categories, i).name)}`,
      pages: sample.categories.length,
    },
    { kind: 'page', name: 'product page', path: (i) => `/product/${pick(sample.products, i)}`, pages: sample.products.length },
    {
      kind: 'api',
      name: 'filter: category + price + in stock',
      path: (i) => {
        const min = (i * 37) % 20000;
        return `/api/products/filter?category=${pick(sample.categories, i).id}&minPrice=${min}&maxPrice=${min + 5000}&inStock=true`;
      },
    },
    {
      kind: 'api',
      name: 'keyword: common words, pages 1-3',
      path: (i) => `/api/products/filter?keyword=${pick(COMMON_WORDS, i)}&page=${1 + (i % 3)}`,
    },
    { kind: 'api', name: 'keyword: rare words', path: (i) => `/api/products/filter?keyword=${pick(sample.rareWords, i)}` },
  ];
}

/**
 * Browse, search, open a product, add it to the cart, order it (cash on delivery): each connection is one shopper
 * walking this again and again, so orders change stock (and expire what shows it) while pages are served.
 */
function shopperMix(sample: Sample, shoppers: { token: string; addressId: string }[]): Flow {
  let n = 0;
  return {
    name: 'shopper mix (browse, search, product, cart, order)',
    steps: (connection) => {
      const shopper = pick(shoppers, connection);
      const post = (path: string, body: unknown) => ({
        method: 'POST' as const,
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify(body),
      });
      // autocannon's context carries the product from its page to the cart.
      const productOf = (context: object) => (context as { productId: string }).productId;
      return [
        {
          step: 'home or category page',
          setupRequest: (request) => ({ ...request, method: 'GET', path: n++ % 2 ? '/' : `/category/${encodeURIComponent(pick(sample.categories, n).name)}` }),
        },
        { step: 'keyword search', setupRequest: (request) => ({ ...request, method: 'GET', path: `/api/products/filter?keyword=${pick(COMMON_WORDS, n++)}` }) },
        {
          step: 'product page',
          setupRequest: (request, context) => {
            Object.assign(context, { productId: pick(sample.products, n++) });
            return { ...request, method: 'GET', path: `/product/${productOf(context)}` };
          },
        },
        { step: 'add to cart', setupRequest: (request, context) => ({ ...request, ...post('/api/cart/create', { productId: productOf(context), quantity: 1 }) }) },
        {
          step: 'place the order',
          setupRequest: (request) => ({ ...request, ...post('/api/order/create', { mode: 'cart', paymentMethod: 'cod', delivery_address: shopper.addressId }) }),
        },
      ];
    },
  };
}

/** The same SQL as the API's first query for each request, through a pg pool at the same concurrency. */
async function runSql(url: string, scenario: Scenario): Promise<ScenarioFigures> {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const latencies: number[] = [];
  let counter = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const query = productSearchQuery(filtersFromSearchParams(new URL(scenario.path(counter++), BASE).searchParams));
          const begun = performance.now();
          await pool.query(query.text, query.values);
          latencies.push(performance.now() - begun);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, latencies, sizes: [], statuses: new Map([['sql', latencies.length]]) };
}

/** The resident memory of a process and all its descendants (Linux /proc), in bytes. */
function treeMemory(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) if (tree.has(parent) && !tree.has(pid)) grew = Boolean(tree.add(pid));
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      bytes += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return bytes;
}

type Row = Record<string, string | number>;
const fixed = (value: number) => Number(value.toFixed(1));

function row(name: string, figures: ScenarioFigures, floors: { page: ScenarioFigures; sql?: ScenarioFigures }): Row {
  const p95 = percentile(figures.latencies, 95);
  return {
    scenario: name,
    'req/s': Math.round(figures.perSecond),
    'p50 ms': fixed(percentile(figures.latencies, 50)),
    'p95 ms': fixed(p95),
    'p99 ms': fixed(percentile(figures.latencies, 99)),
    failed: failures(figures.statuses),
    'x floor req/s': Number((figures.perSecond / floors.page.perSecond).toFixed(3)),
    'x floor p95': fixed(p95 / percentile(floors.page.latencies, 95)),
    'x SQL req/s': floors.sql ? Number((figures.perSecond / floors.sql.perSecond).toFixed(3)) : '',
  };
}

function floorRow(name: string, figures: ScenarioFigures): Row {
  return {
    scenario: name,
    'req/s': Math.round(figures.perSecond),
    'p50 ms': fixed(percentile(figures.latencies, 50)),
    'p95 ms': fixed(percentile(figures.latencies, 95)),
    'p99 ms': fixed(percentile(figures.latencies, 99)),
    failed: figures.statuses.has('sql') ? 0 : failures(figures.statuses),
    'x floor req/s': '',
    'x floor p95': '',
    'x SQL req/s': '',
  };
}

async function catalogueBench() {
  let embedded: EmbeddedPostgres | undefined;
  let shop: MeasuredShop | undefined;
  const cleanUp = async () => {
    await shop?.stop();
    await embedded?.stop();
  };
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      log('Database: shop_bench on the DATABASE_URL server');
    } else {
      log('Database: embedded PostgreSQL (PGlite) in memory; set DATABASE_URL to measure a PostgreSQL server');
      embedded = await startEmbeddedPostgres({ socketDir: path.resolve('.data/bench-run') });
    }
    const url = serverUrl ? await recreateDatabase(serverUrl, 'shop_bench') : embedded!.url;
    await prepareDatabase(url, { admin: { email: BENCH_ADMIN, password: `Bench-${randomBytes(9).toString('base64url')}1!` } }, log);
    await seedVolume(url, PRODUCTS);
    const sample = await sampleIds(url);

    log(`Starting the shop on port ${PORT} (builds first if the build is stale)...`);
    shop = await startMeasuredShop(PORT, {
      DATABASE_URL: url,
      DATA_DIR: path.resolve('.data/bench'),
      ADMIN_EMAIL: BENCH_ADMIN,
      // All load comes from 127.0.0.1: its per-address limits would count the whole run as one shopper.
      RATE_LIMIT_ADDRESS_MULTIPLIER: '1000',
      ...UNCAPPED_CASH_ON_DELIVERY,
      SMTP_URL: '',
    });
    let peakMemory = 0;
    const sampler = setInterval(() => (peakMemory = Math.max(peakMemory, treeMemory(shop!.pid))), 250);
    const shoppers = await prepareShoppers(url);

    const options = { concurrency: CONCURRENCY, seconds: SECONDS };
    const measure = async (scenario: Scenario) => {
      // A warm-up under the same load, so the figures are of a running shop rather than of its first requests (the
      // floor, measured first, read low after a single request, which flattered every ratio).
      const warm = await fetchOnce(BASE, scenario);
      if (warm.status >= 400) log(`${scenario.name}: the warm-up answered ${warm.status}`);
      await runScenario(BASE, scenario, { ...options, seconds: WARM_UP_SECONDS });
      const figures = await runScenario(BASE, scenario, options);
      log(`${scenario.name}: ${Math.round(figures.perSecond)} req/s`);
      return figures;
    };

    const prerendered = await measure({ name: 'floor: route prerendered at build (/icon.svg)', path: () => '/icon.svg' });
    const rows: Row[] = [
      floorRow('floor: route prerendered at build (/icon.svg)', prerendered),
      floorRow('floor: file of public/ (/placeholder.svg)', await measure({ name: 'public file', path: () => '/placeholder.svg' })),
      floorRow('floor: /api/health (SELECT 1)', await measure({ name: 'health', path: () => '/api/health' })),
    ];
    for (const scenario of scenarios(sample)) {
      if (scenario.pages) {
        const firstVisits = await visitEach(BASE, scenario, scenario.pages, CONCURRENCY);
        rows.push(row(`${scenario.name}: first visit of each of ${scenario.pages} (rendered)`, firstVisits, { page: prerendered }));
      }
      const figures = await measure(scenario);
      if (scenario.kind === 'page') {
        rows.push(row(scenario.name, figures, { page: prerendered }));
        continue;
      }
      const sql = await runSql(url, scenario);
      rows.push(floorRow(`  floor: its SQL through a pg pool`, sql));
      rows.push(row(scenario.name, figures, { page: prerendered, sql }));
    }

    // The mix: half the connections are shoppers placing orders, the other half open product pages meanwhile.
    const ordersBefore = await countOrders(url);
    const [mix, productPages] = await Promise.all([
      runFlow(BASE, shopperMix(sample, shoppers), { concurrency: MIX_SHOPPERS, seconds: SECONDS }),
      runScenario(BASE, scenarios(sample).find((scenario) => scenario.name === 'product page')!, { concurrency: CONCURRENCY - MIX_SHOPPERS, seconds: SECONDS }),
    ]);
    const ordersPlaced = (await countOrders(url)) - ordersBefore;
    rows.push(row(`shopper mix: all its requests (${ordersPlaced} orders placed)`, mix, { page: prerendered }));
    for (const [step, figures] of mix.steps) rows.push(row(`  its step: ${step}`, figures, { page: prerendered }));
    rows.push(row('shopper mix: product pages meanwhile', productPages, { page: prerendered }));
    clearInterval(sampler);

    console.log(`\n${PRODUCTS.toLocaleString('en')} products, ${CONCURRENCY} concurrent connections (autocannon), ${SECONDS} s per scenario:`);
    console.table(rows);
    console.log(`Ratios: "x floor" to the prerendered route, "x SQL" to the same SQL through a pg pool. Peak memory of the shop's processes: ${Math.round(peakMemory / 2 ** 20)} MiB.`);
  } finally {
    await cleanUp();
  }
}

/**
 * `npm run bench -- --scale`: the shopper mix through the proxy of "Scale out"'s layout (scripts/scale-topology.ts:
 * nginx, two instances sharing Redis, the realtime server, the S3 stand-in) on the same catalogue, with the proxy
 * sending to one instance and then to both, each beside the prerendered-route floor through the same proxy.
 */
async function scaleBench() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    log('--scale needs a PostgreSQL server shared by the instances: set DATABASE_URL.');
    return;
  }
  const url = await recreateDatabase(serverUrl, 'shop_bench');
  const admin = { email: BENCH_ADMIN, password: `Bench-${randomBytes(9).toString('base64url')}1!` };
  await prepareDatabase(url, { admin }, log);
  await seedVolume(url, PRODUCTS);
  const sample = await sampleIds(url);
  const topology = await startTopology({
    databaseUrl: url,
    instances: 2,
    basePort: PORT + 100,
    workDir: path.resolve('.data/bench-scale'),
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMIT_ADDRESS_MULTIPLIER: '1000', ...UNCAPPED_CASH_ON_DELIVERY },
    log,
  });
  try {
    const shoppers = await prepareShoppers(url, topology.proxyUrl);
    // The mix's pages are first rendered once (into the shared cache), as the single-instance bench does.
    const productPage = scenarios(sample).find((scenario) => scenario.name === 'product page')!;
    await visitEach(topology.proxyUrl, productPage, sample.products.length, CONCURRENCY);
    const rows: Row[] = [];
    for (const proxied of [topology.instances.slice(0, 1), topology.instances]) {
      await topology.proxyTo(proxied);
      const label = `${proxied.length} instance${proxied.length > 1 ? 's' : ''}`;
      const floor = await runScenario(topology.proxyUrl, { name: 'floor', path: () => '/icon.svg' }, { concurrency: CONCURRENCY, seconds: SECONDS });
      rows.push(floorRow(`${label}: floor through the proxy (/icon.svg)`, floor));
      const ordersBefore = await countOrders(url);
      const [mix, productPages] = await Promise.all([
        runFlow(topology.proxyUrl, shopperMix(sample, shoppers), { concurrency: MIX_SHOPPERS, seconds: SECONDS }),
        runScenario(topology.proxyUrl, productPage, { concurrency: CONCURRENCY - MIX_SHOPPERS, seconds: SECONDS }),
      ]);
      const ordersPlaced = (await countOrders(url)) - ordersBefore;
      rows.push(row(`${label}: shopper mix, all its requests (${ordersPlaced} orders placed)`, mix, { page: floor }));
      for (const [step, figures] of mix.steps) rows.push(row(`  its step: ${step}`, figures, { page: floor }));
      rows.push(row(`${label}: product pages meanwhile`, productPages, { page: floor }));
      log(`${label}: the shopper mix at ${Math.round(mix.perSecond)} req/s`);
    }
    console.log(`\n${PRODUCTS.toLocaleString('en')} products, through nginx to one instance and then two (Redis cache), ${CONCURRENCY} connections, ${SECONDS} s each:`);
    console.table(rows);
  } finally {
    await topology.stop();
  }
}

async function countOrders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM orders');
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

// `npm run bench -- --year`: the year of data and the lists (scripts/bench-year.ts); `-- --scale`: several instances.
if (process.argv.includes('--year')) await yearBench();
else if (process.argv.includes('--scale')) await scaleBench();
else await catalogueBench();
