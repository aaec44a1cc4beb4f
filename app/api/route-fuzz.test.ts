import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveSession } from '@/lib/auth/resolve-session';
import { settleAfterReplyWork } from '@/lib/http/after-reply';
import { setupAccountsTest } from '@/tests/accounts';
import { buildRequest, type CallOptions, type CookieSession, createUserAndLogIn } from '@/tests/api';
import { FIELDS, HOSTILE_BODIES, HOSTILE_QUERIES, HUGE, NUL } from '@/tests/hostile-input';

/**
 * Every route handler under app/api, called in-process with malformed input (NUL, invalid UTF-8, lone surrogates,
 * huge numbers, wrong types, deep JSON, empty and non-JSON bodies) as a guest, a shopper and an admin (cookie session
 * with its CSRF header, so the handler is reached). Any 5xx fails, listed as route, method, caller and case.
 */

await setupAccountsTest();

const API_DIR = path.resolve(import.meta.dirname);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** next-auth's own handler reads Next's request scope (cookies()), which only a running server has. */
const NOT_CALLABLE_IN_PROCESS = ['auth/[...nextauth]/route.ts'];

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Route = { file: string; url: string; paramNames: { name: string; catchAll: boolean }[]; handlers: [string, Handler][] };

async function discoverRoutes(): Promise<Route[]> {
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('route.ts') && !NOT_CALLABLE_IN_PROCESS.includes(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const segments = path.dirname(file).split(path.sep);
      const paramNames = segments.flatMap((segment) => {
        const match = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
        return match ? [{ name: match[2]!, catchAll: Boolean(match[1]) }] : [];
      });
      const exported = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
      const handlers = METHODS.filter((method) => typeof exported[method] === 'function').map(
        (method) => [method, exported[method] as Handler] as [string, Handler],
      );
      return { file, url: `/api/${segments.join('/')}`, paramNames, handlers };
    }),
  );
}

/** `getOnly`: a query case repeated per field, worth its time only where queries are read. */
type FuzzCase = { name: string; param: string; search?: string; options?: CallOptions; getOnly?: boolean };

/** Each case once with a plain param value and once with the malformed ones (the param is what Next decoded, or left). */
const CASES: FuzzCase[] = [
  { name: 'NUL in params', param: NUL },
  { name: 'invalid UTF-8 escape in params', param: '%FF%FE' },
  { name: 'lone surrogate in params', param: '\uD800' },
  { name: 'huge number in params', param: HUGE },
  ...HOSTILE_QUERIES.map(({ name, search }) => ({ name, param: 'x', search })),
  ...HOSTILE_BODIES.map(({ name, options }) => ({ name, param: 'x', options })),
];

/** NUL in one field at a time too, so that another field's validation cannot refuse the request first. */
const ONE_FIELD_CASES: FuzzCase[] = FIELDS.flatMap((field) => [
  { name: `NUL in query ${field}`, param: 'x', search: `?${field}=%00`, getOnly: true },
  { name: `NUL in JSON ${field}`, param: 'x', options: { json: { [field]: NUL } } },
]);

type Caller = { name: string; session?: () => Promise<CookieSession> };

/** A caller's session, made again when a fuzzed call ended it (logout, account deletion, role change). */
function sessionOf(role: 'USER' | 'ADMIN'): () => Promise<CookieSession> {
  let current: CookieSession | undefined;
  return async () => {
    const session = current && (await resolveSession(current.token));
    if (!current || !session || session.user.role !== role) current = await createUserAndLogIn({ role });
    return current;
  };
}

const CALLERS: Caller[] = [
  { name: 'guest' },
  { name: 'shopper', session: sessionOf('USER') },
  { name: 'admin', session: sessionOf('ADMIN') },
];

const routes = await discoverRoutes();
const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
afterAll(() => logged.mockRestore());

describe('every API route under malformed input', () => {
  it('found the routes and the fields', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(FIELDS).toEqual(expect.arrayContaining(['email', 'password', 'quantity', 'keyword', 'page']));
  });

  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const [method, handler] of route.handlers) {
        for (const caller of CALLERS) {
          // One-field cases as the admin only, who reaches every handler: enough to keep the run short.
          for (const fuzz of caller.name === 'admin' ? [...CASES, ...ONE_FIELD_CASES] : CASES) {
            // A GET request cannot carry a body: its body cases would only repeat the plain call.
            if (method === 'GET' ? fuzz.options : fuzz.getOnly) continue;
            const session = await caller.session?.();
            const params = Object.fromEntries(
              route.paramNames.map(({ name, catchAll }) => [name, catchAll ? [fuzz.param, fuzz.param] : fuzz.param]),
            );
            const url = `${route.url.replace(/\[[^\]]+\]/g, 'x')}${fuzz.search ?? ''}`;
            const options: CallOptions = { ...fuzz.options, ...(session && { cookies: session }) };
            let status: number;
            try {
              const response = await handler(buildRequest(method, url, options), { params: Promise.resolve(params) });
              await response.arrayBuffer();
              status = response.status;
            } catch (error) {
              status = 599;
              failures.push(`${method} ${route.url} as ${caller.name}, ${fuzz.name}: threw ${String(error).slice(0, 120)}`);
            }
            await settleAfterReplyWork();
            calls += 1;
            if (status >= 500 && status !== 599) failures.push(`${method} ${route.url} as ${caller.name}, ${fuzz.name}: ${status}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(failures, `${failures.length} of ${calls} calls answered 5xx, first:\n${failures.slice(0, 40).join('\n')}\n`).toEqual([]);
  });
});
