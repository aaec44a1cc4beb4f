/**
 * The security headers. next.config.ts sets them on every reply at build; the web server (scripts/web-server.ts) then
 * replaces the Content-Security-Policy of every HTML page with one made for that reply (contentSecurityPolicy with a
 * nonce and the realtime endpoint this shop runs with, which the build cannot know). Beyond the shop itself:
 * - Stripe.js and its frames (the payment page with Stripe keys), as Stripe's CSP guide lists them;
 * - the websocket of live notifications: the built-in server on REALTIME_PORT of the page's host, Pusher's cluster,
 *   or a compatible PUSHER_HOST (lib/realtime/settings.ts realtimeConnectSources).
 * Scripts: in production only the shop's own files, Stripe.js, and inline scripts that carry the reply's nonce
 * (lib/http/script-nonces.ts). Development keeps 'unsafe-inline' and 'unsafe-eval' for Next's hot reload.
 * The build's script and style chunks get only `nosniff`: browsers apply the page policies to documents, not to
 * the scripts a page loads, and the ~570 bytes they add would be sent with every chunk of a first load
 * (docs/decisions.md "First-load JavaScript").
 */
type Header = { key: string; value: string };

/** For every response: a script or a stylesheet is only ever run as what its Content-Type says. */
export const NOSNIFF_HEADER: Header = { key: 'X-Content-Type-Options', value: 'nosniff' };

const STRIPE_SCRIPTS = 'https://js.stripe.com https://*.js.stripe.com';

export type PolicyOptions = {
  isDevelopment: boolean;
  /** The reply's nonce for inline scripts; without one, no inline script runs (production) or all do (development). */
  scriptNonce?: string;
  /** Where the page's live notifications connect (`wss://ws-ap2.pusher.com`); development allows any websocket. */
  realtimeSources?: readonly string[];
};

export function contentSecurityPolicy({ isDevelopment, scriptNonce, realtimeSources = [] }: PolicyOptions): string {
  const inlineScripts = isDevelopment ? " 'unsafe-inline' 'unsafe-eval'" : scriptNonce ? ` 'nonce-${scriptNonce}'` : '';
  const websockets = isDevelopment ? ['ws:', 'wss:'] : realtimeSources;
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts} ${STRIPE_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...websockets, 'https://api.stripe.com'].join(' '),
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every response but the build's chunks: the policies of a page (the web server makes an HTML page's CSP). */
export function pagePolicyHeaders(isDevelopment: boolean): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ isDevelopment }) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}

const HOST_NAME = /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$|^\[[0-9a-f:.]{2,45}\]$/;

/**
 * The host names a page may have been loaded from: the shop's public address (APP_URL) and the Host the request named,
 * when it is a plain host name (it is written into a header).
 */
export function pageHostNames(appUrl: string, hostHeader: string | undefined): string[] {
  const named = hostHeader?.toLowerCase().replace(/:\d{1,5}$/, '');
  const hosts = [new URL(appUrl).hostname];
  if (named && HOST_NAME.test(named) && !hosts.includes(named)) hosts.push(named);
  return hosts;
}
