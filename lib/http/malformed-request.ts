import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LOCALE, localizedPath, splitLocale } from '@/lib/i18n/locales';
import { isMalformedPath } from './clean-text';
import type { Envelope } from './envelope';

/**
 * Requests that Next answers with a 500 before proxy.ts or any handler could step in, refused or mended by the web
 * server (scripts/web-server.ts) before Next sees them: a path it cannot decode (`/product/%FF`, overlong UTF-8 such
 * as `%C0%AF`), a cookie value it cannot decode (`XSRF-TOKEN=%`), and a method it does not route (`TRACE`).
 */

/** The methods the shop answers; any other is 405 with these in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const INVALID_PATH_MESSAGE = 'Invalid request path';
export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

const ALLOW = ALLOWED_METHODS.join(', ');

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function refuse(response: ServerResponse, status: number, path: string, message: string, headers: Record<string, string> = {}): void {
  const api = isApiPath(path);
  const body = api ? JSON.stringify({ success: false, message } satisfies Envelope<never>) : message;
  response.writeHead(status, {
    ...headers,
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** A Cookie header without the pairs whose value does not percent-decode: such a cookie counts as not sent. */
export function withoutUndecodableCookies(header: string): string {
  return header
    .split(';')
    .filter((pair) => {
      try {
        decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
        return true;
      } catch {
        return false;
      }
    })
    .join(';');
}

/**
 * Wraps the web server's request listener: an unknown method is 405; a malformed path is a 400 envelope under /api/
 * and elsewhere the 404 page, which `malformedPathTarget` (a path no page has) shows in the language the path names;
 * undecodable cookies are dropped.
 */
export function withWellFormedRequests(listener: RequestListener, malformedPathTarget: string): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (!ALLOWED_METHODS.includes(request.method ?? '')) return refuse(response, 405, path, METHOD_NOT_ALLOWED_MESSAGE, { Allow: ALLOW });
    if (isMalformedPath(path)) {
      if (isApiPath(path)) return refuse(response, 400, path, INVALID_PATH_MESSAGE);
      request.url = localizedPath(malformedPathTarget, splitLocale(path).locale ?? DEFAULT_LOCALE);
    }
    if (request.headers.cookie !== undefined) request.headers.cookie = withoutUndecodableCookies(request.headers.cookie);
    return listener(request, response);
  };
}

/** CONNECT never reaches the request listener: Node hands it the raw socket, which is refused the same way. */
export function refuseTunnel(_request: IncomingMessage, socket: Duplex): void {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
