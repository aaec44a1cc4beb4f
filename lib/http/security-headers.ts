/**
 * Headers on every response (next.config.ts). The CSP allows inline scripts because Next's statically
 * rendered pages carry inline bootstrap scripts that a per-request nonce cannot reach. Beyond the shop itself:
 * - Stripe.js and its frames (the payment page with Stripe keys), as Stripe's CSP guide lists them;
 * - websockets (ws:, wss:) for live notifications: their endpoint is runtime configuration (the built-in
 *   server on REALTIME_PORT of the page's host, Pusher's cluster, or a compatible PUSHER_HOST), while Next bakes
 *   these headers into the build.
 */
export function securityHeaders(isDevelopment: boolean): { key: string; value: string }[] {
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
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
