import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { TEST_APP_URL, TEST_AUTH_SECRET, setupTestEnv } from '@/tests/env';
import { csrfTokenFor } from './cookies';
import { issueSessionToken, readSessionToken, sessionCookieName } from './session-token';

/** proxy.ts (the page guard at the project root), tested beside the rules it applies. */

setupTestEnv();

const subject = { id: 'user-1', name: 'Nimal Perera', email: 'nimal@example.com', role: 'USER' as const, sessionVersion: 0 };
const page = (path: string, cookie?: string) =>
  proxy(new NextRequest(new URL(path, TEST_APP_URL), { headers: cookie ? { cookie } : {} }));
const csrfCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))?.split(';')[0]?.slice('XSRF-TOKEN='.length);

describe('the page proxy', () => {
  it('a page asked for with a session is never cached, and carries the session’s own CSRF token', async () => {
    const token = await issueSessionToken(subject);
    const { jti } = (await readSessionToken(token))!;
    const response = await page('/dashboard', `${sessionCookieName()}=${token}; XSRF-TOKEN=planted-by-someone`);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(csrfCookieOf(response)).toBe(csrfTokenFor(jti));
    // Already right: nothing to set again.
    const again = await page('/', `${sessionCookieName()}=${token}; XSRF-TOKEN=${csrfTokenFor(jti)}`);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(csrfCookieOf(again)).toBeUndefined();
  });

  // A CDN would hand one guest's cookie to every guest: a reply a shared cache may store sets none.
  it.each(['/', '/shop', '/si/about', '/login', '/product/abc'])('a guest’s page %s may be cached, so it sets no cookie', async (path) => {
    const response = await page(path);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await page(path, 'XSRF-TOKEN=kept')).headers.getSetCookie()).toEqual([]);
  });

  it('a session that no longer reads (expired, forged) is not cached and gets no CSRF cookie', async () => {
    const response = await page('/', `${sessionCookieName()}=forged`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(csrfCookieOf(response)).toBeUndefined();
  });

  it('sends a session past its absolute lifetime to /login, however fresh its expiry', async () => {
    const claims = (await readSessionToken(await issueSessionToken(subject)))!;
    const old = await encode({ token: { ...claims, auth_time: claims.auth_time - 8 * 24 * 60 * 60 }, secret: TEST_AUTH_SECRET });
    const response = await page('/dashboard', `${sessionCookieName()}=${old}`);
    expect(response.headers.get('location')).toBe(`${TEST_APP_URL}/login?callbackUrl=%2Fdashboard`);
  });
});
