/**
 * `npm run bench -- --year`: the lists at a year of data (issue 17). Loads the year fixture
 * (scripts/year-fixture.ts) into `shop_bench_year` on DATABASE_URL's server, or reuses it when it already holds
 * this fixture at these volumes on these migrations (`--reload` loads it again; `--load-only` stops there, for
 * EXPLAIN ANALYZE at the year's volumes), serves the production build on
 * BENCH_PORT (3910) and, logged in through the login API as a fixture admin and as the heaviest shopper, drives every
 * admin list and the shopper's lists with BENCH_CONCURRENCY (5) clients for BENCH_SECONDS (5) each. Prints a
 * Markdown table: p50, p95, the largest reply, the statuses, and whether the scenario meets issue 17's targets
 * (p95 under 300 ms, reply under 200 KB). It reports; it never fails on timing.
 *
 * It needs a PostgreSQL server: the embedded database runs one query at a time, so concurrency says nothing there.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isEmbeddedDatabaseUrl } from '@/lib/db/embedded-url';
import { readMigrations } from '@/lib/db/migrate';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { fetchOnce, percentile, runScenario, statusSummary, type Scenario } from './bench-runner';
import { measureYearPages } from './bench-year-pages';
import { startMeasuredShop, type MeasuredShop } from './measured-shop';
import { FIXTURE_ADMIN_ID, HEAVY_SHOPPER_ID, loadYearFixture, scaledVolumes } from './year-fixture';

const DATABASE = 'shop_bench_year';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const BASE = `http://127.0.0.1:${PORT}`;
/** Every fixture account's password: the bench database is generated, local and dropped at will. */
const PASSWORD = 'Year-Shop-2026!';
const TARGET_P95_MS = 300;
const TARGET_BYTES = 200 * 1024;

const log = (line: string) => console.log(`[bench:year] ${line}`);

type Session = { cookie: string; userId: string };
type Who = 'admin' | 'shopper';
/** A list to measure: who asks, and the request (`i` is the request's number, to vary searches). */
type YearScenario = { name: string; as: Who; path: (i: number, shopper: Session) => string };

const SURNAMES = ['Perera', 'Fernando', 'Silva', 'Bandara', 'Herath', 'Mendis', 'Kumara', 'Jayasuriya'];
const FIRST_NAMES = ['Nimal', 'Kasun', 'Sanduni', 'Fathima', 'Ruwan', 'Nethmi', 'Suresh', 'Piumi'];
const pick = (list: string[], i: number) => encodeURIComponent(list[i % list.length]!);

/** The measured lists; add a scenario here to measure it. */
const SCENARIOS: YearScenario[] = [
  { name: 'admin orders: first page', as: 'admin', path: () => '/api/order/getall' },
  { name: 'admin orders: delivery status shipped', as: 'admin', path: () => '/api/order/getall?delivery_status=shipped' },
  { name: 'admin orders: search a customer name', as: 'admin', path: (i) => `/api/order/getall?search=${pick(SURNAMES, i)}` },
  { name: 'admin users: first page', as: 'admin', path: () => '/api/user/allusers' },
  { name: 'admin users: search', as: 'admin', path: (i) => `/api/user/allusers?search=${pick(FIRST_NAMES, i)}` },
  { name: 'admin payments', as: 'admin', path: () => '/api/payments/admin/getall' },
  { name: 'admin payments: status failed', as: 'admin', path: () => '/api/payments/admin/getall?status=failed' },
  { name: 'admin payments: search a customer name', as: 'admin', path: (i) => `/api/payments/admin/getall?search=${pick(SURNAMES, i)}` },
  { name: 'admin reviews', as: 'admin', path: () => '/api/reviews/admin/getall' },
  { name: 'admin reviews: rating 1', as: 'admin', path: () => '/api/reviews/admin/getall?rating=1' },
  { name: 'admin reviews: search a reviewer name', as: 'admin', path: (i) => `/api/reviews/admin/getall?search=${pick(FIRST_NAMES, i)}` },
  { name: 'admin notifications', as: 'admin', path: () => '/api/notifications/admin' },
  { name: 'admin notifications: unread orders', as: 'admin', path: () => '/api/notifications/admin?type=order&status=unread' },
  { name: 'admin inventory: first page', as: 'admin', path: () => '/api/products/admin' },
  { name: 'admin inventory: low stock by stock', as: 'admin', path: () => '/api/products/admin?stock=low_stock&sort=stock&order=asc' },
  { name: 'admin statistics', as: 'admin', path: () => '/api/admin/stats' },
  { name: 'admin products: first page', as: 'admin', path: () => '/api/products/getall' },
  { name: 'admin products: search', as: 'admin', path: (i) => `/api/products/search?keyword=${pick(['tea', 'rice', 'kandy', 'honey'], i)}` },
  { name: 'shopper orders', as: 'shopper', path: () => '/api/order/getuser' },
  { name: 'shopper payments', as: 'shopper', path: () => '/api/payments/userpayments' },
  { name: 'shopper payments: search', as: 'shopper', path: () => '/api/payments/userpayments?search=ORD' },
  { name: 'shopper notifications', as: 'shopper', path: () => '/api/notifications' },
  { name: 'shopper reviews', as: 'shopper', path: (_, shopper) => `/api/reviews/user/${shopper.userId}` },
];

/** What the database must hold to be reused: this fixture's source, these volumes, these migrations. */
async function fixtureMark(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve('scripts/year-fixture.ts')));
  hash.update(readFileSync(path.resolve('scripts/generated-products.ts')));
  hash.update(JSON.stringify(scaledVolumes(1)));
  for (const migration of await readMigrations()) hash.update(`${migration.name}:${migration.checksum}`);
  return `year fixture ${hash.digest('hex').slice(0, 16)}`;
}

async function onServer<T>(serverUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: serverUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function yearDatabase(serverUrl: string, reload: boolean): Promise<string> {
  const mark = await fixtureMark();
  const current = await onServer(serverUrl, async (db) => {
    const { rows } = await db.query<{ mark: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1`,
      [DATABASE],
    );
    return rows[0]?.mark;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  if (current === mark && !reload) {
    log(`Reusing ${DATABASE} (${mark}); --reload loads it again.`);
    return url.toString();
  }
  log(`Loading the year into ${DATABASE}${current ? ' (it held another fixture or migrations)' : ''}...`);
  const fresh = await recreateDatabase(serverUrl, DATABASE);
  await prepareDatabase(fresh, { admin: { email: 'bench-admin@shop.local', password: `Bench-${randomBytes(9).toString('base64url')}1!` } }, log);
  const result = await loadYearFixture(fresh, { password: PASSWORD, log: (line) => log(`  ${line}`) });
  log(`Loaded in ${result.seconds.toFixed(1)} s: ${Object.entries(result.counts).map(([table, count]) => `${count.toLocaleString('en')} ${table}`).join(', ')}.`);
  await onServer(serverUrl, (db) => db.query(`COMMENT ON DATABASE "${DATABASE}" IS '${mark}'`));
  return fresh;
}

/** Logs in through the login API; the session is the cookies it sets. */
async function logIn(url: string, userId: string): Promise<Session> {
  const email = await onServer(url, async (db) => (await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email);
  const response = await fetch(`${BASE}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { cookie, userId };
}

function kilobytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function yearBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || isEmbeddedDatabaseUrl(serverUrl)) {
    log('It needs a PostgreSQL server: set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/postgres.');
    return;
  }
  let shop: MeasuredShop | undefined;
  process.on('SIGINT', () => void shop?.stop().then(() => process.exit(130)));
  try {
    const url = await yearDatabase(serverUrl, process.argv.includes('--reload'));
    if (process.argv.includes('--load-only')) {
      log(`Loaded; measure nothing (--load-only). The database: ${url}`);
      return;
    }
    const dataDir = path.resolve('.data/bench-year');
    log(`Starting the shop on port ${PORT} (builds first if the build is stale; its output: .data/bench-year/shop.log)...`);
    mkdirSync(dataDir, { recursive: true });
    shop = await startMeasuredShop(
      PORT,
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        APP_URL: BASE,
        ADMIN_EMAIL: 'bench-admin@shop.local',
        REALTIME_PORT: String(PORT + 3000),
        // Every request comes from 127.0.0.1: its per-address limits would count the whole run as one visitor.
        RATE_LIMIT_ADDRESS_MULTIPLIER: '1000',
        SMTP_URL: '',
        PUSHER_APP_ID: '',
        PUSHER_KEY: '',
        PUSHER_SECRET: '',
      },
      { logFile: path.join(dataDir, 'shop.log') },
    );
    const sessions: Record<Who, Session> = { admin: await logIn(url, FIXTURE_ADMIN_ID), shopper: await logIn(url, HEAVY_SHOPPER_ID) };

    const rows: string[] = [];
    for (const entry of SCENARIOS) {
      const scenario: Scenario = {
        name: entry.name,
        path: (i) => entry.path(i, sessions.shopper),
        headers: { cookie: sessions[entry.as].cookie },
      };
      const warm = await fetchOnce(BASE, scenario);
      if (warm.status >= 400) log(`${entry.name}: ${warm.status} ${warm.body.slice(0, 200)}`);
      const figures = await runScenario(BASE, scenario, { concurrency: CONCURRENCY, seconds: SECONDS });
      const p50 = percentile(figures.latencies, 50);
      const p95 = percentile(figures.latencies, 95);
      const largest = figures.sizes.at(-1) ?? 0;
      const allOk = [...figures.statuses.keys()].every((status) => status.startsWith('2'));
      const met = allOk && p95 < TARGET_P95_MS && largest < TARGET_BYTES;
      const row = [entry.name, scenario.path(0), String(figures.requests), p50.toFixed(0), p95.toFixed(0), kilobytes(largest), statusSummary(figures.statuses), met ? 'yes' : 'NO'];
      rows.push(`| ${row.join(' | ')} |`);
      log(`${entry.name}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ${kilobytes(largest)}, ${statusSummary(figures.statuses)}`);
    }
    console.log(`\nA year of data, ${CONCURRENCY} concurrent clients, ${SECONDS} s per list (targets: p95 < ${TARGET_P95_MS} ms, reply < 200 KB):\n`);
    console.log('| list | request | requests | p50 ms | p95 ms | largest reply | statuses | meets targets |');
    console.log('|---|---|---:|---:|---:|---:|---|---|');
    for (const row of rows) console.log(row);

    log('Opening the list screens in Chromium...');
    const pages = await measureYearPages(BASE, { admin: sessions.admin.cookie, shopper: sessions.shopper.cookie });
    if (!pages) log('No Chromium (/usr/bin/chromium or PLAYWRIGHT_CHROMIUM_EXECUTABLE): the screens are not measured.');
    else {
      console.log('\nThe list screens in Chromium, one client, median of 3 loads (targets: load event < 2 s, < 3,000 DOM nodes):\n');
      console.log('| screen | address | load ms | DOM nodes | status | meets targets |');
      console.log('|---|---|---:|---:|---|---|');
      for (const row of pages) console.log(row);
    }
  } finally {
    await shop?.stop();
  }
}
