import 'server-only';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { csrfTokenFor } from '@/lib/auth/cookies';
import { resolveSession, type Session } from '@/lib/auth/resolve-session';
import { sessionCookieName, sessionTokenOf } from '@/lib/auth/session-token';
import { securityLog, withSecurityScope, type SecurityScope } from '@/lib/security/log';
import { PRIVATE_NO_STORE } from './cache-control';
import { assertCleanRequestText } from './clean-text';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { CSRF_HEADER } from '@/lib/auth/csrf-names';
import { AppError } from '@/lib/errors';
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

/** The address the web server stamped from the socket and the trusted proxies (lib/security/client-address.ts). */
function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/** A request id set by the web server in front (nginx's $request_id, a load balancer's), when it looks like one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A refused CSRF check: a 403 that the security log names as such. */
class CsrfRefused extends AppError {
  constructor() {
    super('forbidden', 'Invalid or missing CSRF token. Reload the page and try again.');
  }
}

/**
 * Authenticates by bearer token or session cookie and checks the role. A cookie-authenticated state change
 * must also carry the session's CSRF token (X-XSRF-TOKEN, which the page reads from the XSRF-TOKEN cookie):
 * it is derived from the session id, so a cookie value planted by someone else never passes. A bearer token
 * cannot be sent by another site, so it needs none. `scope` learns the actor as soon as it is known.
 */
async function authenticate(request: NextRequest, access: Exclude<Access, 'public'>, scope: SecurityScope): Promise<Session> {
  const presented = sessionTokenOf(request);
  const session = presented ? await resolveSession(presented.token) : null;
  if (!session) throw new AppError('unauthenticated', 'Please log in to continue');
  scope.actorId = session.user.id;
  if (presented!.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
    const header = request.headers.get(CSRF_HEADER);
    if (!header || !sameToken(header, csrfTokenFor(session.claims.jti))) throw new CsrfRefused();
  }
  if (access === 'admin' && session.user.role !== 'ADMIN') throw new AppError('forbidden', 'Access denied! Admins only.');
  return session;
}

const LOGGED_REFUSALS = new Set([401, 403, 429]);

/** Refusals go to the security log; a reply to (or starting) a session is never cached. */
function finish(request: NextRequest, response: Response, scope: SecurityScope, csrfRefused: boolean): Response {
  if (LOGGED_REFUSALS.has(response.status)) {
    securityLog(csrfRefused ? 'csrf_refused' : 'request_refused', {
      accountId: scope.actorId,
      status: response.status,
      method: request.method,
      path: request.nextUrl.pathname,
    });
  }
  const startsSession = response.headers.getSetCookie().some((line) => line.startsWith(`${sessionCookieName()}=`));
  if (sessionTokenOf(request) || startsSession) response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  return response;
}

/**
 * The one wrapper of every /api/* route handler: authentication and role (401 for a guest, 403 for a
 * missing role), CSRF for cookie sessions, a request id and the security log's scope, params and query free of
 * text the shop refuses (lib/http/clean-text.ts), every thrown error mapped to the envelope, and every 401/403/429
 * logged.
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
  return (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const scope: SecurityScope = { requestId: requestIdOf(request), address: clientIpOf(request) };
    return withSecurityScope(scope, async () => {
      const { requestId, address: clientIp } = scope;
      try {
        const base = { request, params: await context.params, requestId, clientIp };
        assertCleanRequestText(base.params, request.nextUrl.searchParams);
        const session = access === 'public' ? undefined : await authenticate(request, access, scope);
        const response = await handler({ ...base, session } as AuthedContext<P>);
        response.headers.set('x-request-id', requestId);
        return finish(request, response, scope, false);
      } catch (error) {
        return finish(request, handleApiError(error, requestId), scope, error instanceof CsrfRefused);
      }
    });
  };
}
