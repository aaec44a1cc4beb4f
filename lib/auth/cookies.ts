import { randomBytes } from 'node:crypto';
import type { NextResponse } from 'next/server';
import { CSRF_COOKIE } from '@/lib/http/api-client';
import { SESSION_MAX_AGE_SECONDS, cookieValue, sessionCookieName, usesSecureCookies } from './session-token';

/** The session cookie (httpOnly) and the double-submit CSRF cookie (readable by the page's script). */

export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: usesSecureCookies(),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), '', { httpOnly: true, sameSite: 'lax', secure: usesSecureCookies(), path: '/', maxAge: 0 });
}

/** Gives the browser a CSRF token unless the request already carries one. */
export function ensureCsrfCookie(request: Request, response: NextResponse): void {
  if (cookieValue(request.headers.get('cookie'), CSRF_COOKIE)) return;
  response.cookies.set(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
    httpOnly: false,
    sameSite: 'lax',
    secure: usesSecureCookies(),
    path: '/',
  });
}
