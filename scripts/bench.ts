/**
 * `npm run bench`: the performance budgets of docs/decisions.md, measured. Seeds a catalogue of BENCH_PRODUCTS
 * (100,000) products into a fresh database (`shop_bench` on DATABASE_URL's server, else an in-memory embedded
 * one), serves the production build on BENCH_PORT and drives it with BENCH_CONCURRENCY (20) clients for
 * BENCH_SECONDS (10) per scenario, printing p50/p95/p99 and requests per second. It reports; it never fails a
 * build on timing (the machine it runs on decides the figures).
 * `npm run bench -- --year` measures the lists at a year of data instead (scripts/bench-year.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/lib/db/embedded';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { addGeneratedProducts, PRODUCT_NOUNS, PRODUCT_PLACES } from './generated-products';
import { fetchOnce, percentile, runScenario, type Scenario } from './bench-runner';
import { yearBench } from './bench-year';
import { startMeasuredShop, type MeasuredShop } from './measured-shop';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const BENCH_ADMIN = 'bench-admin@shop.local';

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

type BudgetedScenario = Scenario & { budgetMs: number };

function scenarios(sample: Awaited<ReturnType<typeof sampleIds>>): BudgetedScenario[] {
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const keywords = [...PRODUCT_NOUNS.map((noun) => noun.split(' ')[0]!.toLowerCase()), ...PRODUCT_PLACES.map((place) => place.toLowerCase()), 'organic tea', 'xyzzy'];
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

async function measure(scenario: BudgetedScenario) {
  const figures = await runScenario(BASE, scenario, { concurrency: CONCURRENCY, seconds: SECONDS });
  const p95 = percentile(figures.latencies, 95);
  return {
    scenario: scenario.name,
    requests: figures.requests,
    'req/s': Math.round(figures.perSecond),
    'p50 ms': Number(percentile(figures.latencies, 50).toFixed(1)),
    'p95 ms': Number(p95.toFixed(1)),
    'p99 ms': Number(percentile(figures.latencies, 99).toFixed(1)),
    errors: [...figures.statuses].filter(([status]) => !status.startsWith('2')).reduce((sum, [, count]) => sum + count, 0),
    'p95 budget': `${p95 <= scenario.budgetMs ? 'within' : 'OVER'} ${scenario.budgetMs} ms`,
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
    shop = await startMeasuredShop(PORT, { DATABASE_URL: url, DATA_DIR: path.resolve('.data/bench'), ADMIN_EMAIL: BENCH_ADMIN });

    const results = [];
    for (const scenario of scenarios(sample)) {
      // A short warm-up, so the figures are of a running shop rather than of its first requests.
      await fetchOnce(BASE, scenario);
      results.push(await measure(scenario));
    }
    console.log(`\n${PRODUCTS.toLocaleString('en')} products, ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario:`);
    console.table(results);
  } finally {
    await cleanUp();
  }
}

// `npm run bench -- --year`: the year of data and the lists (scripts/bench-year.ts).
if (process.argv.includes('--year')) await yearBench();
else await catalogueBench();
