/**
 * `npm run lighthouse`: Lighthouse's performance, accessibility, best-practices and SEO scores of the home, a
 * category and a product page (in English, Sinhala and Tamil), on the production build with the demo catalogue (a fresh embedded database), in
 * the system Chromium (CHROME_PATH, else /usr/bin/chromium), with Lighthouse's mobile (default) and desktop
 * settings. Prints the scores against the budgets of docs/decisions.md: each at least 95, and the JavaScript a first load
 * brings under 150 KB gzipped, on the home and the product pages.
 * It reports; it never fails a build (scores move with the machine's load). The full reports are written to
 * .data/lighthouse-reports/<page>-<preset>.json. LIGHTHOUSE_PORT changes the port (3950); LIGHTHOUSE_PAGES
 * (comma-separated names: home, category, product, product-si, product-ta) audits only those pages.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startMeasuredShop, type MeasuredShop } from './measured-shop';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3950);
const BUDGET = 95;
const JS_BUDGET_KB = 150;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const log = (line: string) => console.log(`[lighthouse] ${line}`);

type Page = { name: string; path: string; budgeted: boolean };
type NetworkRequest = { url: string; resourceType?: string; networkRequestTime?: number };
type Report = { audits: Record<string, { details?: unknown }> };

/**
 * The budget's measure: the gzipped size of the JavaScript of the first load, i.e. the scripts requested before the
 * page's load event (Next prefetches linked pages' code afterwards; that is not this page's). Each script is
 * fetched again and gzipped at the default level, as the server sends it, so HTTP headers do not count.
 */
async function firstLoadScriptBytes(report: Report): Promise<number> {
  const requests = (report.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const metrics = (report.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0];
  const loadedAt = metrics?.observedLoad ?? Infinity;
  let total = 0;
  for (const request of requests) {
    if (request.resourceType !== 'Script' || (request.networkRequestTime ?? 0) > loadedAt) continue;
    total += gzipSync(Buffer.from(await (await fetch(request.url)).arrayBuffer())).length;
  }
  return total;
}

async function pagesToAudit(baseUrl: string): Promise<Page[]> {
  const reply = await fetch(`${baseUrl}/api/products/filter?inStock=true`);
  const { data } = (await reply.json()) as { data: { _id: string; categoryId: { name: string } | null }[] };
  const product = data.find((candidate) => candidate.categoryId);
  if (!product) throw new Error('The demo catalogue has no product with a category');
  return [
    { name: 'home', path: '/', budgeted: true },
    { name: 'category', path: `/category/${encodeURIComponent(product.categoryId!.name)}`, budgeted: false },
    { name: 'product', path: `/product/${product._id}`, budgeted: true },
    { name: 'product-si', path: `/si/product/${product._id}`, budgeted: true },
    { name: 'product-ta', path: `/ta/product/${product._id}`, budgeted: true },
  ];
}

const dataDir = path.resolve('.data/lighthouse');
const reportDir = path.resolve('.data/lighthouse-reports');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

let shop: MeasuredShop | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  shop = await startMeasuredShop(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const page of (await pagesToAudit(shop.baseUrl)).filter((candidate) => !only || only.includes(candidate.name))) {
    for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig]] as const) {
      log(`${page.name} (${preset}): ${page.path}`);
      // A first load warms the server's caches, so the audit measures the page rather than its first render.
      await fetch(shop.baseUrl + page.path).then((response) => response.arrayBuffer());
      const result = await lighthouse(
        shop.baseUrl + page.path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      writeFileSync(path.join(reportDir, `${page.name}-${preset}.json`), JSON.stringify(result.lhr));
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)]));
      // One decimal: the budget is a bound, and a rounded 149.6 would read as 150.
      const scriptKb = Number(((await firstLoadScriptBytes(result.lhr)) / 1024).toFixed(1));
      const over = [
        ...CATEGORIES.filter((category) => scores[category]! < BUDGET).map((category) => `${category} < ${BUDGET}`),
        ...(scriptKb >= JS_BUDGET_KB ? [`JS >= ${JS_BUDGET_KB} KB`] : []),
      ];
      rows.push({
        page: page.name,
        preset,
        ...scores,
        'first-load JS KB (gzip)': scriptKb,
        budget: page.budgeted ? (over.length ? `OVER: ${over.join(', ')}` : 'within') : 'not budgeted',
      });
    }
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  await shop?.stop();
}
