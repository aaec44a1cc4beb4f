import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { readSessionToken, sessionCookieName } from '@/lib/auth/session-token';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUserAndLogIn, expectRefused, logIn } from '@/tests/api';
import { TEST_APP_URL } from '@/tests/env';
import { GET as me } from '../me/route';
import { POST } from './route';

const { prisma } = await setupAccountsTest();

const logout = (options: Parameters<typeof call>[3]) => call(POST, 'POST', '/api/user/logout', options);
const meStatus = async (options: Parameters<typeof call>[3]) => (await call(me, 'GET', '/api/user/me', options)).status;

describe('POST /api/user/logout', () => {
  it('ends the session: the token is refused afterwards as bearer and as cookie, and the cookie is cleared', async () => {
    const user = await createUserAndLogIn();
    const reply = await logout({ token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Logged out successfully!' });
    const cleared = reply.cookies.get('next-auth.session-token');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Max-Age=0');

    expect(await meStatus({ token: user.token })).toBe(401);
    expect(await meStatus({ cookies: user })).toBe(401);
    const claims = await readSessionToken(user.token);
    expect(await prisma.revokedSession.findUnique({ where: { jti: claims!.jti } })).not.toBeNull();
  });

  it('ends only that session: another login of the same person stays valid', async () => {
    const user = await createUserAndLogIn();
    const other = await logIn(user.email, user.password);
    expect((await logout({ token: user.token })).status).toBe(200);
    expect(await meStatus({ token: other.token })).toBe(200);
  });

  it('works with the session cookie and a matching X-XSRF-TOKEN header', async () => {
    const user = await createUserAndLogIn();
    expect((await logout({ cookies: user })).status).toBe(200);
    expect(await meStatus({ token: user.token })).toBe(401);
  });

  it('refuses the session cookie without the X-XSRF-TOKEN header (403) and the session stays', async () => {
    const user = await createUserAndLogIn();
    const reply = await logout({ cookies: { ...user, csrfHeader: false } });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(reply.cookies.has('next-auth.session-token')).toBe(false);
    expect(await meStatus({ token: user.token })).toBe(200);
  });

  it('answers 401 to a guest and to a session that already ended', async () => {
    expectRefused(await logout({}), 401, 'Please log in to continue');
    const user = await createUserAndLogIn();
    expect((await logout({ token: user.token })).status).toBe(200);
    expectRefused(await logout({ token: user.token }), 401, 'Please log in to continue');
  });

  it('drops revocations whose tokens have expired anyway', async () => {
    await prisma.revokedSession.create({ data: { jti: 'long-gone', expiresAt: new Date(Date.now() - 60_000) } });
    const user = await createUserAndLogIn();
    expect((await logout({ token: user.token })).status).toBe(200);
    expect(await prisma.revokedSession.findUnique({ where: { jti: 'long-gone' } })).toBeNull();
  });
});

// Every route handler of the app, as Next serves them: a path with no route file is a 404.
type RouteModule = Record<string, ((request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>) | undefined>;
const routeFiles = import.meta.glob<RouteModule>('/app/api/**/route.ts');

type Match = { load: () => Promise<RouteModule>; params: Record<string, string | string[]>; rank: [number, number] };

function match(file: string, wanted: string[]): Omit<Match, 'load'> | null {
  const pattern = file.replace(/^\/app\//, '').replace(/\/route\.ts$/, '').split('/');
  const catchAll = pattern.at(-1)?.match(/^\[\.\.\.(\w+)\]$/)?.[1];
  const fixed = catchAll ? pattern.slice(0, -1) : pattern;
  if (catchAll ? wanted.length <= fixed.length : wanted.length !== fixed.length) return null;
  const params: Record<string, string | string[]> = {};
  for (const [index, segment] of fixed.entries()) {
    const dynamic = segment.match(/^\[(\w+)\]$/)?.[1];
    if (dynamic) params[dynamic] = wanted[index]!;
    else if (segment !== wanted[index]) return null;
  }
  if (catchAll) params[catchAll] = wanted.slice(fixed.length);
  // Next prefers static segments to dynamic ones, and a catch-all last.
  return { params, rank: [catchAll ? 1 : 0, -fixed.filter((segment) => !segment.startsWith('[')).length] };
}

/** Serves `path` as Next's router would pick its route file (404 when none matches). */
async function serve(method: string, path: string, headers: Record<string, string>): Promise<Response> {
  const wanted = path.split('/').filter(Boolean);
  const best = Object.entries(routeFiles)
    .flatMap(([file, load]) => {
      const found = match(file, wanted);
      return found ? [{ ...found, load }] : [];
    })
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])[0];
  if (!best) return new Response(null, { status: 404 });
  const handler = (await best.load())[method];
  if (!handler) return new Response(null, { status: 405 });
  // Next hands handlers a params promise that also carries the values (older handlers read them directly).
  const params = Object.assign(Promise.resolve(best.params), best.params);
  return handler(new NextRequest(new URL(path, TEST_APP_URL), { method, headers }), { params });
}

describe('no path brings an ended session back', () => {
  it("GET /api/auth/session with the logged-out cookie is refused and sets no new token; /api/user/me refuses it too", async () => {
    const user = await createUserAndLogIn();
    expect((await logout({ token: user.token })).status).toBe(200);
    // next-auth's handler would log the missing NEXTAUTH_URL; only its answer matters here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const cookie = `${sessionCookieName()}=${user.token}`;
    for (const endpoint of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
      const reply = await serve('GET', endpoint, { cookie });
      expect({ endpoint, status: reply.status }).toEqual({ endpoint, status: 404 });
      expect(reply.headers.getSetCookie().filter((line) => line.startsWith(`${sessionCookieName()}=`))).toEqual([]);
    }
    const me = await serve('GET', '/api/user/me', { cookie });
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie()).toEqual([]);
  });
});
