import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * The address a request came from, for rate limits and the security log. Forwarded headers are believed only
 * when the hop that set them is a configured proxy (TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's
 * names such as `loopback`); with none configured it is the socket's own address, whatever a client claims.
 */

export type ProxyTrust = (address: string, hop: number) => boolean;

/** Throws TypeError on an entry that is not an address, range or known name (the config reports it). */
export function trustedProxies(entries: string[]): ProxyTrust {
  return proxyaddr.compile(entries);
}

/**
 * The header the web server hands Next.js the client address in. It overwrites whatever the client sent under
 * that name, so route handlers can read it as the truth.
 */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string {
  // A dual-stack server sees IPv4 clients as ::ffff:a.b.c.d; one client should have one spelling.
  return proxyaddr(request, trust).replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** Replaces the client-supplied forwarding header with the address worked out above. */
export function stampClientAddress(request: IncomingMessage, trust: ProxyTrust): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(request, trust);
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Wraps the web server's request listener so that every request reaches it with its client address stamped. */
export function withClientAddress(listener: RequestListener, trust: ProxyTrust): RequestListener {
  return (request, response) => {
    stampClientAddress(request, trust);
    return listener(request, response);
  };
}
