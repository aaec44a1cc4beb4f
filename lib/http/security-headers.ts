/**
 * The security headers (next.config.ts). The CSP allows inline scripts because Next's statically
 * rendered pages carry inline bootstrap scripts that a per-request nonce cannot reach. Beyond the shop itself:
 * - Stripe.js and its frames (the payment page with Stripe keys), as Stripe's CSP guide lists them;
 * - websockets (ws:, wss:) for live notifications: their endpoint is runtime configuration (the built-in
 *   server on REALTIME_PORT of the page's host, Pusher's cluster, or a compatible PUSHER_HOST), while Next bakes
 *   these headers into the build.
 * The build's script and style chunks get only `nosniff`: browsers apply the page policies to documents, not to
 * the scripts a page loads, and the ~570 bytes they add would be sent with every chunk of a first load
 * (docs/decisions.md "First-load JavaScript").
 */
type Header = { key: string; value: string };

/** For every response: a script or a stylesheet is only ever run as what its Content-Type says. */
export const NOSNIFF_HEADER: Header = { key: 'X-Content-Type-Options', value: 'nosniff' };

/** For every response but the build's chunks: the policies of a page. */
export function pagePolicyHeaders(isDevelopment: boolean): Header[] {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''} https://js.stripe.com https://*.js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self' ws: wss: https://api.stripe.com",
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
