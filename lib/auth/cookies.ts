import 'server-only';
import { createHmac } from 'node:crypto';
import type { NextResponse } from 'next/server';
import { config } from '@/lib/config';
import { CSRF_COOKIE } from '@/lib/auth/csrf-names';
import { SESSION_MAX_AGE_SECONDS, cookieValue, readSessionToken, sessionCookieName, usesSecureCookies } from './session-token';

/**
 * The session cookie (httpOnly) and the double-submit CSRF cookie (readable by the page's script). A session's
 * CSRF token is derived from the session id with the server secret, so a value planted in the browser's cookies
 * (by a sibling subdomain or an injected Set-Cookie) never matches what the server expects.
 */

export function csrfTokenFor(sessionId: string): string {
  return createHmac('sha256', config().authSecret).update(`csrf:${sessionId}`).digest('base64url');
}

function setCsrfCookie(response: NextResponse, value: string): void {
  response.cookies.set(CSRF_COOKIE, value, { httpOnly: false, sameSite: 'lax', secure: usesSecureCookies(), path: '/' });
}

/** Login: the session cookie and that session's CSRF token. */
export async function setSessionCookies(response: NextResponse, token: string): Promise<void> {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: usesSecureCookies(),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const claims = await readSessionToken(token);
  if (claims) setCsrfCookie(response, csrfTokenFor(claims.jti));
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), '', { httpOnly: true, sameSite: 'lax', secure: usesSecureCookies(), path: '/', maxAge: 0 });
}

/**
 * Gives a session's browser that session's own CSRF token (replacing any other value). A guest gets none: the token
 * guards no guest request (register, login and reset have no session to abuse), and a guest's page may be stored by a
 * shared cache, which must never hold a cookie.
 */
export function ensureCsrfCookie(request: Request, response: NextResponse, sessionId: string): void {
  const expected = csrfTokenFor(sessionId);
  if (cookieValue(request.headers.get('cookie'), CSRF_COOKIE) !== expected) setCsrfCookie(response, expected);
}
