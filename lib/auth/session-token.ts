import 'server-only';
import { randomUUID } from 'node:crypto';
import { decode, encode } from 'next-auth/jwt';
import { config } from '@/lib/config';
import type { Role } from '@/lib/generated/prisma/enums';
import type { Actor } from './actor';

/**
 * The one session token: the JWT format of next-auth (encrypted, A256GCM), carried either in the session
 * cookie or as `Authorization: Bearer <token>`. Login returns it as data.accessToken. Only login issues one;
 * next-auth's own endpoints, which renewed tokens, are not served.
 */

/** A session lives 7 days from login (`auth_time`), whatever expiry a token claims: nothing can extend it. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** `sv` is the user's session version when the token was issued (see User.sessionVersion); `auth_time` the login. */
export type SessionClaims = {
  sub: string;
  name: string;
  email: string;
  role: Role;
  sv: number;
  jti: string;
  auth_time: number;
  iat: number;
  exp: number;
};

/** Whom login issues a token for: the person, and their session version at that moment. */
export type SessionSubject = Actor & { sessionVersion: number };

export function usesSecureCookies(): boolean {
  return config().appUrl.startsWith('https://');
}

/** next-auth's own cookie name, so next-auth and the shop read the same cookie. */
export function sessionCookieName(): string {
  return usesSecureCookies() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

export async function issueSessionToken(user: SessionSubject): Promise<string> {
  const authTime = Math.floor(Date.now() / 1000);
  return encode({
    token: { sub: user.id, name: user.name, email: user.email, role: user.role, sv: user.sessionVersion, jti: randomUUID(), auth_time: authTime },
    secret: config().authSecret,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The token's claims when it is authentic, unexpired and within the session's absolute lifetime; null otherwise (never throws). */
export async function readSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const claims = await decode({ token, secret: config().authSecret });
    if (!claims?.sub || typeof claims.jti !== 'string' || typeof claims.sv !== 'number' || typeof claims.exp !== 'number') {
      return null;
    }
    const loggedIn = claims.auth_time;
    if (typeof loggedIn !== 'number' || Date.now() / 1000 >= loggedIn + SESSION_MAX_AGE_SECONDS) return null;
    return claims as unknown as SessionClaims;
  } catch {
    return null;
  }
}

/** The token of a request: the bearer header first (API clients), else the session cookie (the browser). */
export function sessionTokenOf(request: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = cookieValue(request.headers.get('cookie'), sessionCookieName());
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}
