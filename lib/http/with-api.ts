import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { resolveSession, type Session } from '@/lib/auth/resolve-session';
import { cookieValue, sessionTokenOf } from '@/lib/auth/session-token';
import { CSRF_COOKIE, CSRF_HEADER } from './api-client';
import { assertCleanRequestText } from './clean-text';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { ApiError } from './errors';
import { handleApiError } from './handle-api-error';

export type Access = 'public' | 'user' | 'admin';

export type ApiContext<P> = {
  request: NextRequest;
  params: P;
  requestId: string;
  /** The caller's address, for rate limits (see clientIpOf). */
  clientIp: string;
};
export type AuthedContext<P> = ApiContext<P> & { session: Session };

type RouteContext<P> = { params: Promise<P> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The address the web server stamped from the socket and the trusted proxies (lib/http/client-address.ts). */
function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Authenticates by bearer token or session cookie and checks the role. A cookie-authenticated state change
 * must also carry the double-submit CSRF token (cookie XSRF-TOKEN = header X-XSRF-TOKEN); a bearer token
 * cannot be sent by another site, so it needs none.
 */
async function authenticate(request: NextRequest, access: Exclude<Access, 'public'>): Promise<Session> {
  const presented = sessionTokenOf(request);
  const session = presented ? await resolveSession(presented.token) : null;
  if (!session) throw new ApiError('unauthorized', 'Please log in to continue');
  if (presented!.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
    const cookie = cookieValue(request.headers.get('cookie'), CSRF_COOKIE);
    const header = request.headers.get(CSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) {
      throw new ApiError('forbidden', 'Invalid or missing CSRF token. Reload the page and try again.');
    }
  }
  if (access === 'admin' && session.user.role !== 'ADMIN') throw new ApiError('forbidden', 'Access denied! Admins only.');
  return session;
}

/**
 * The one wrapper of every /api/* route handler: authentication and role (401 for a guest, 403 for a
 * missing role), CSRF for cookie sessions, a request id, params and query free of text the shop refuses
 * (lib/http/clean-text.ts), and every thrown error mapped to the envelope.
 */
export function withApi<P = Record<string, never>>(
  handler: (context: ApiContext<P>) => Promise<Response>,
  options?: { access?: 'public' },
): (request: NextRequest, context: RouteContext<P>) => Promise<Response>;
export function withApi<P = Record<string, never>>(
  handler: (context: AuthedContext<P>) => Promise<Response>,
  options: { access: 'user' | 'admin' },
): (request: NextRequest, context: RouteContext<P>) => Promise<Response>;
export function withApi<P>(
  handler: (context: AuthedContext<P>) => Promise<Response>,
  options: { access?: Access } = {},
) {
  const access = options.access ?? 'public';
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
    try {
      const base = { request, params: await context.params, requestId, clientIp: clientIpOf(request) };
      assertCleanRequestText(base.params, request.nextUrl.searchParams);
      const session = access === 'public' ? undefined : await authenticate(request, access);
      const response = await handler({ ...base, session } as AuthedContext<P>);
      response.headers.set('x-request-id', requestId);
      return response;
    } catch (error) {
      return handleApiError(error, requestId);
    }
  };
}
