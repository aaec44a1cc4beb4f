import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/csrf-names';
import { createTemporaryDatabase, type TemporaryDatabase } from '@/lib/db/temporary-database';
import type { CallOptions } from '@/tests/api';
import { HOSTILE_BODIES, HOSTILE_QUERIES, HUGE } from '@/tests/hostile-input';
import { closedPort } from '@/tests/smtp';
import { BUILT_IN_SERVICES, startMeasuredShop, type MeasuredShop } from './measured-shop';

/**
 * The real web server (scripts/web-server.ts on the production build, started as `npm start` starts it, on a fresh
 * database) under hostile HTTP: the address of every page and route file with plain and malformed params, every
 * method and odd ones, malformed cookies, and the hostile queries and bodies of tests/hostile-input.ts, as a guest
 * and as the admin. Any 5xx, or a request dropped without a reply, fails and is listed. The shop builds only when
 * there is no current build (scripts/shop-server.ts), which `npm run test:e2e` then reuses.
 */

const APP_DIR = path.resolve(import.meta.dirname, '../app');
const ADMIN = { email: 'fuzz.admin@shop.test', password: 'Fuzz#admin-2024' };
const STANDARD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ODD_METHODS = ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'get', 'Post', 'FOO', 'X'.repeat(5000)];
/** Path segments Next cannot decode, or that decode to text the shop refuses. */
const HOSTILE_SEGMENTS = ['%FF', '%C0%AF', '%E0%A4', '%', '%ZZ', '%ED%A0%80', '%00', HUGE];
const HOSTILE_COOKIES = [
  `${CSRF_COOKIE}=%`,
  'next-auth.session-token=%',
  '__Secure-next-auth.session-token=%FF',
  'NEXT_LOCALE=%E0%A4; shop-locale=%E0%A4',
  'a=%; b=%%; c',
  `big=${'x'.repeat(12_000)}`,
  `huge=${'x'.repeat(40_000)}`,
];
/** At most this many requests in flight: enough to keep both cores busy without queueing behind one slow page. */
const CONCURRENCY = 6;

type Address = { template: string; page: boolean; methods: string[] };

/** Every page and route file under app/ as its address (route groups and the English language segment dropped). */
function discoverAddresses(): Address[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)(route\.ts|page\.tsx)$/.test(file))
    .sort();
  return files.flatMap((file): Address[] => {
    const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== '.' && segment !== '[locale]' && !/^\(.*\)$/.test(segment));
    const template = `/${segments.join('/')}`;
    if (file.endsWith('page.tsx')) {
      return [template, `/si${template === '/' ? '' : template}`].map((address) => ({ template: address, page: true, methods: ['GET'] }));
    }
    const source = readFileSync(path.join(APP_DIR, file), 'utf8');
    const methods = STANDARD_METHODS.filter((method) => new RegExp(`\\b(?:as|function|const)\\s+${method}\\b`).test(source));
    return [{ template, page: false, methods }];
  });
}

const hasParams = (address: Address) => address.template.includes('[');
/** The address with every param (plain, catch-all or optional) as `segment`. */
const fill = (address: Address, segment: string) => address.template.replace(/\[\[?(?:\.\.\.)?\w+\]?\]/g, segment);
/** The address with a hostile segment where a param is, else as one more segment. */
const withSegment = (address: Address, segment: string) =>
  hasParams(address) ? fill(address, segment) : `${address.template.replace(/\/$/, '')}/${segment}`;

type FuzzRequest = { name: string; method: string; target: string; headers?: Record<string, string>; body?: CallOptions; asAdmin?: boolean };
type RawReply = { status: number; headers: Map<string, string> };

/** A request as bytes on a socket: Node's and undici's clients refuse or normalise the methods and paths sent here. */
function sendRaw(port: number, request: { method: string; target: string; headers: Record<string, string>; body?: Buffer }): Promise<RawReply> {
  const headers = { host: `127.0.0.1:${port}`, connection: 'close', ...request.headers, ...(request.body && { 'content-length': String(request.body.length) }) };
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error('no reply within 60 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [statusLine = '', ...headerLines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      if (!status) return reject(new Error(`no reply${text ? `: ${text.slice(0, 80)}` : ''}`));
      const parsed = headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const);
      resolve({ status: Number(status), headers: new Map(parsed) });
    });
    // Not end(): the server drops a request whose client half-closes before the reply (httpAllowHalfOpen is off).
    socket.write(request.body ? Buffer.concat([Buffer.from(head, 'latin1'), request.body]) : head);
  });
}

/** The bytes and content type a hostile body is sent with (the Request does a form's multipart encoding). */
async function encodeBody(options: CallOptions): Promise<{ bytes: Buffer; contentType: string }> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : (options.raw?.body ?? options.form);
  const request = new Request('http://body.test/', { method: 'POST', body, headers: options.raw && { 'content-type': options.raw.contentType } });
  const contentType = options.json !== undefined ? 'application/json' : (request.headers.get('content-type') ?? 'text/plain');
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType };
}

function fuzzRequests(addresses: Address[]): FuzzRequest[] {
  const plain = (address: Address) => fill(address, 'x');
  const requests: FuzzRequest[] = [];
  for (const address of addresses) {
    for (const method of STANDARD_METHODS) requests.push({ name: 'plain', method, target: plain(address) });
    for (const method of ODD_METHODS) requests.push({ name: 'odd method', method, target: plain(address) });
    for (const cookie of HOSTILE_COOKIES) requests.push({ name: 'malformed cookie', method: 'GET', target: plain(address), headers: { cookie } });
    for (const segment of HOSTILE_SEGMENTS.slice(0, hasParams(address) ? undefined : 3)) {
      for (const method of address.methods) requests.push({ name: 'hostile path segment', method, target: withSegment(address, segment) });
    }
    for (const asAdmin of [false, true]) {
      if (asAdmin) requests.push({ name: 'plain', method: 'GET', target: plain(address), asAdmin });
      if (address.methods.includes('GET')) {
        for (const { name, search } of HOSTILE_QUERIES) requests.push({ name, method: 'GET', target: `${plain(address)}${search}`, asAdmin });
      }
      for (const method of address.methods.filter((method) => method !== 'GET')) {
        for (const { name, options } of HOSTILE_BODIES) requests.push({ name, method, target: plain(address), body: options, asAdmin });
      }
    }
  }
  return requests;
}

type AdminSession = { cookie: string; csrf: string };

async function logInAsAdmin(baseUrl: string): Promise<AdminSession> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const csrf = pairs.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))?.slice(CSRF_COOKIE.length + 1);
  if (!csrf) throw new Error('login set no CSRF cookie');
  return { cookie: pairs.join('; '), csrf };
}

let shop: MeasuredShop;
let port: number;
let database: TemporaryDatabase | undefined;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-http-fuzz-'));
  database = process.env.DATABASE_URL ? await createTemporaryDatabase(process.env.DATABASE_URL) : undefined;
  port = await closedPort();
  const logFile = path.join(dataDir, 'shop.log');
  shop = await startMeasuredShop(
    port,
    {
      ...BUILT_IN_SERVICES,
      DATA_DIR: dataDir,
      // Without a PostgreSQL server, the shop's own embedded database under the fresh DATA_DIR.
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      S3_BUCKET: '',
      REALTIME_PORT: String(await closedPort()),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request comes from 127.0.0.1, and the login, register and reset cases count against its limits.
      RATE_LIMIT_ADDRESS_MULTIPLIER: '1000',
    },
    { logFile },
  ).catch((error: unknown) => {
    console.error(`[http fuzz] the shop's output:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    throw error;
  });
  // A build, when there is no current one, takes minutes on 2 cores.
}, 900_000);

afterAll(async () => {
  await shop?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the web server under hostile HTTP', () => {
  it('never answers 5xx nor drops a request', { timeout: 600_000 }, async () => {
    const addresses = discoverAddresses();
    expect(addresses.length).toBeGreaterThan(150);
    const requests = fuzzRequests(addresses);
    let session = await logInAsAdmin(shop.baseUrl);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const body = request.body && (await encodeBody(request.body));
        const sent = async () =>
          sendRaw(port, {
            method: request.method,
            target: request.target,
            headers: {
              ...request.headers,
              ...(body && { 'content-type': body.contentType }),
              ...(request.asAdmin && { cookie: session.cookie, [CSRF_HEADER]: session.csrf }),
            },
            body: body?.bytes,
          });
        let reply = await sent().catch((error: Error) => error);
        // A fuzzed logout ends the admin's session: log in again and repeat the request with the new one.
        if (request.asAdmin && !(reply instanceof Error) && reply.status === 401) {
          session = await logInAsAdmin(shop.baseUrl);
          reply = await sent().catch((error: Error) => error);
        }
        const status = reply instanceof Error ? 0 : reply.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (reply instanceof Error || status >= 500) {
          const what = reply instanceof Error ? reply.message : status;
          const headerNote = request.headers?.cookie ? ` with Cookie ${request.headers.cookie.slice(0, 60)}` : '';
          failures.push(`${request.method.slice(0, 20)} ${request.target.slice(0, 120)} (${request.name}${request.asAdmin ? ', as admin' : ''}${headerNote}): ${what}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(`[http fuzz] ${requests.length} requests through the web server; replies by status: ${tally}`);
    expect(failures, `${failures.length} of ${requests.length} requests answered 5xx or no reply:\n${failures.join('\n')}\n`).toEqual([]);
  });
});

/** The 404 page's heading in the language of the address. */
const notFoundHeading = (target: string) => {
  const locale = target.startsWith('/si/') ? 'si' : 'en';
  return (JSON.parse(readFileSync(path.resolve(APP_DIR, `../messages/${locale}.json`), 'utf8')) as { notFound: { heading: string } }).notFound.heading;
};

describe('what the web server refuses before Next sees it', () => {
  it.each(['/product/%FF', '/category/%FF', '/si/product/%FF', '/uploads/%FF', '/sitemaps/%FF', '/product/%C0%AF?page=%FF'])(
    'a page path with malformed percent-encoding, %s, is the 404 page, kept from shared caches',
    async (target) => {
      const response = await fetch(`${shop.baseUrl}${target}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(notFoundHeading(target));
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    },
  );

  it.each(['/api/products/getbyid/%FF', '/api/order/%FF/invoice', '/api/nonexistent/%FF', '/api/products/get/%C0%AF'])(
    'an API path with malformed percent-encoding, %s, is a 400 in the envelope',
    async (target) => {
      const response = await fetch(`${shop.baseUrl}${target}`);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { success: false, message: 'Invalid request path' } });
    },
  );

  it.each([
    ['/', `${CSRF_COOKIE}=%`],
    ['/shop', `${CSRF_COOKIE}=%`],
    ['/login', `${CSRF_COOKIE}=%`],
    ['/api/health', 'next-auth.session-token=%'],
    ['/api/products/getall', 'next-auth.session-token=%; other=%E0%A4'],
  ])('%s with the undecodable cookie %s answers as without it', async (target, cookie) => {
    const response = await fetch(`${shop.baseUrl}${target}`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(200);
  });

  it.each(['/', '/api/health', '/product/x', '/uploads/x', '/api/nonexistent'])('TRACE %s is 405 with Allow', async (target) => {
    const reply = await sendRaw(port, { method: 'TRACE', target, headers: {} });
    expect({ status: reply.status, allow: reply.headers.get('allow') }).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
  });
});

describe('pages as a shared cache and a browser see them', () => {
  /** Guest pages of every kind: cached storefront pages in each language, a product, a category, account pages. */
  async function guestPages(): Promise<string[]> {
    const listed = (await (await fetch(`${shop.baseUrl}/api/products/getall?limit=1`)).json()) as { data: { _id: string; categoryId: { name: string } }[] };
    const product = listed.data[0]!;
    const category = `/category/${encodeURIComponent(product.categoryId.name)}`;
    return ['/', '/shop', '/about', '/si', '/ta/shop', `/product/${product._id}`, `/si/product/${product._id}`, category, '/login', '/register', '/cart'];
  }

  // A CDN in front would hand one visitor's cookie to every visitor.
  it('no reply a shared cache may store sets a cookie', async () => {
    const shared: string[] = [];
    for (const page of await guestPages()) {
      const response = await fetch(`${shop.baseUrl}${page}`, { redirect: 'manual' });
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (/public|s-maxage/.test(cacheControl)) {
        shared.push(page);
        expect({ page, cookies: response.headers.getSetCookie() }).toEqual({ page, cookies: [] });
      }
      await response.arrayBuffer();
    }
    // The storefront's cached pages are shareable, so the check above has something to check.
    expect(shared).toEqual(expect.arrayContaining(['/', '/shop', '/about']));
  });

  it('every inline script of a page carries the nonce its policy names, and the policy allows no other', async () => {
    for (const page of await guestPages()) {
      const response = await fetch(`${shop.baseUrl}${page}`, { redirect: 'manual' });
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect({ page, nonce, unsafeInline: /script-src[^;]*'unsafe-inline'/.test(policy) }).toEqual({ page, nonce: expect.any(String), unsafeInline: false });
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThan(0);
      expect({ page, withoutTheNonce: inline.filter((attributes) => !attributes.includes(`nonce="${nonce}"`)) }).toEqual({ page, withoutTheNonce: [] });
    }
  });
});
