/**
 * `npm run bench`: the performance budgets of ARCHITECTURE.md, measured. Seeds a catalogue of BENCH_PRODUCTS
 * (100,000) products into a fresh database (`shop_bench` on DATABASE_URL's server, else an in-memory embedded
 * one), serves the production build on BENCH_PORT and drives it with BENCH_CONCURRENCY (20) clients for
 * BENCH_SECONDS (10) per scenario, printing p50/p95/p99 and requests per second. It reports; it never fails a
 * build on timing (the machine it runs on decides the figures).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/lib/db/embedded';
import { prepareDatabase } from '@/lib/db/prepare-database';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { startMeasuredShop, type MeasuredShop } from './measured-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const BENCH_ADMIN = 'bench-admin@shop.local';

const log = (line: string) => console.log(`[bench] ${line}`);

/** Words the generated names and descriptions are made of, so keyword searches match realistic shares. */
const ADJECTIVES = ['Organic', 'Fresh', 'Premium', 'Classic', 'Spicy', 'Golden', 'Handmade', 'Roasted', 'Pure', 'Herbal', 'Ceylon', 'Kandyan', 'Village', 'Royal', 'Natural', 'Crispy', 'Sweet', 'Smoked', 'Tropical', 'Wild'];
const NOUNS = ['Rice', 'Tea', 'Cinnamon', 'Coconut Oil', 'Cashews', 'Pepper', 'Batik Shirt', 'Sarong', 'Kithul Treacle', 'Jaggery', 'Curry Powder', 'Mug', 'Basket', 'Sandals', 'Notebook', 'Lamp', 'Towel', 'Soap', 'Honey', 'Chutney', 'Biscuits', 'Noodles', 'Lentils', 'Cardamom', 'Cloves', 'Kettle', 'Backpack', 'Umbrella', 'Bedsheet', 'Spoon Set'];
const PLACES = ['Kandy', 'Galle', 'Jaffna', 'Matara', 'Nuwara Eliya', 'Kurunegala', 'Badulla', 'Ratnapura', 'Ampara', 'Anuradhapura'];

/** Adds generated products (spread over every subcategory, 1 in 10 out of stock) until there are `total`. */
async function seedVolume(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM products');
    const missing = total - Number(rows[0]!.count);
    if (missing <= 0) return;
    log(`Adding ${missing.toLocaleString('en')} generated products...`);
    const started = performance.now();
    await client.query(
      `WITH subs AS (
         SELECT id, category_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM subcategories
       )
       INSERT INTO products (id, name, images, price, discount, stock, unit, description, category_id, subcategory_id,
                             rating_average, rating_count, created_at, updated_at)
       SELECT 'bench' || i,
              ($1::text[])[1 + i % array_length($1::text[], 1)] || ' ' || ($2::text[])[1 + (i / 7) % array_length($2::text[], 1)] || ' ' || i,
              ARRAY[]::text[],
              round((50 + (i * 7919) % 25000 + (i % 100) / 100.0)::numeric, 2),
              CASE WHEN i % 4 = 0 THEN (i % 30) ELSE 0 END,
              CASE WHEN i % 10 = 0 THEN 0 ELSE i % 500 END,
              'item',
              'Made in ' || ($3::text[])[1 + i % array_length($3::text[], 1)] || '. ' ||
                ($2::text[])[1 + (i / 3) % array_length($2::text[], 1)] || ' lovers will enjoy it.',
              subs.category_id, subs.id,
              round(((i % 50) / 10.0)::numeric, 2), i % 40,
              now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, $4::int) AS i
       JOIN subs ON subs.n = i % subs.total`,
      [ADJECTIVES, NOUNS, PLACES, missing],
    );
    await client.query('ANALYZE products');
    log(`Added them in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await client.end();
  }
}

async function sampleIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const products = await client.query<{ id: string }>('SELECT id FROM products ORDER BY random() LIMIT 500');
    const categories = await client.query<{ id: string; name: string }>('SELECT id, name FROM categories');
    const subcategories = await client.query<{ id: string }>('SELECT id FROM subcategories');
    return {
      products: products.rows.map((row) => row.id),
      categories: categories.rows,
      subcategories: subcategories.rows.map((row) => row.id),
    };
  } finally {
    await client.end();
  }
}

type Scenario = { name: string; budgetMs: number; path: (i: number) => string };

function scenarios(sample: Awaited<ReturnType<typeof sampleIds>>): Scenario[] {
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const keywords = [...NOUNS.map((noun) => noun.split(' ')[0]!.toLowerCase()), ...PLACES.map((place) => place.toLowerCase()), 'organic tea', 'xyzzy'];
  return [
    {
      name: 'filter: category + price range + in stock',
      budgetMs: 50,
      path: (i) => {
        const min = (i * 37) % 20000;
        return `/api/products/filter?category=${pick(sample.categories, i).id}&minPrice=${min}&maxPrice=${min + 5000}&inStock=true`;
      },
    },
    { name: 'filter: subcategory, sorted by price', budgetMs: 50, path: (i) => `/api/products/filter?subCategory=${pick(sample.subcategories, i)}&sort=price_asc` },
    { name: 'home search: keyword', budgetMs: 50, path: (i) => `/api/products/filter?keyword=${encodeURIComponent(pick(keywords, i))}` },
    {
      name: 'home search: keyword + filters, page 3',
      budgetMs: 50,
      path: (i) => `/api/products/filter?keyword=${encodeURIComponent(pick(keywords, i))}&inStock=true&maxPrice=15000&page=3`,
    },
    { name: 'product page render', budgetMs: 100, path: (i) => `/product/${pick(sample.products, i)}` },
    { name: 'category page render', budgetMs: 100, path: (i) => `/category/${encodeURIComponent(pick(sample.categories, i).name)}` },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function runScenario(scenario: Scenario) {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const url = BASE + scenario.path(counter++);
      const started = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    errors,
    'p95 budget': `${percentile(latencies, 95) <= scenario.budgetMs ? 'within' : 'OVER'} ${scenario.budgetMs} ms`,
  };
}

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
  shop = await startMeasuredShop(PORT, { DATABASE_URL: url, DATA_DIR: path.resolve('.data/bench'), ADMIN_EMAIL: BENCH_ADMIN });

  const results = [];
  for (const scenario of scenarios(sample)) {
    // A short warm-up, so the figures are of a running shop rather than of its first requests.
    await fetch(BASE + scenario.path(0)).then((response) => response.arrayBuffer());
    results.push(await runScenario(scenario));
  }
  console.log(`\n${PRODUCTS.toLocaleString('en')} products, ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario:`);
  console.table(results);
} finally {
  await cleanUp();
}
