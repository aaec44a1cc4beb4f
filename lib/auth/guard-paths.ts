import { splitLocale } from '@/lib/i18n/locales';

/** Which pages need a session or the ADMIN role, and where refused visitors go (used by proxy.ts and pages). */

export const SIGNED_IN_PREFIXES = ['/dashboard', '/checkout', '/payment', '/orders', '/ordershow', '/admin'];
export const ADMIN_PREFIX = '/admin';

/** Home with the notice that shows 'Access denied! Admins only.' (components/layout/notice-toast.tsx). */
export const ADMIN_ONLY_NOTICE_PATH = '/?notice=admin-only';

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function needsSession(path: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => startsWithSegment(path, prefix));
}

export function needsAdmin(path: string): boolean {
  return startsWithSegment(path, ADMIN_PREFIX);
}

// Returning to these after login makes no sense (a loop back to the login form, or a spent code).
const ACCOUNT_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/verify-forgot-otp', '/reset-password'];

const BASE = 'http://same-origin.invalid';
// Decoding stops after this many layers; a value still changing after them is refused.
const MAX_DECODINGS = 3;

/** Every percent-encoded layer of `raw` peeled off; null when it keeps changing. A malformed escape stops it. */
function fullyDecoded(raw: string): string | null {
  let value = raw;
  for (let layer = 0; layer <= MAX_DECODINGS; layer += 1) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return value;
    }
    if (next === value) return value;
    value = next;
  }
  return null;
}

/** A path of this site: one `/`, then no second `/` or `\` after normalising (`//host` and `/\host` leave it). */
const isLocalPath = (value: string) => {
  if (!value.startsWith('/') || /^\/[/\\]/.test(value)) return false;
  const url = new URL(value, BASE);
  return url.origin === BASE && !url.pathname.startsWith('//');
};

/**
 * The one check of a redirect target read from a request (callbackUrl): a path of this site, else `/`. Browsers
 * drop tab, CR and LF inside URLs and read `\` as `/`, so `/%09/evil.example/` would leave the site: any control
 * character or backslash, raw or percent-encoded in any layer, is refused, and so is anything that is not a
 * path once decoded and normalised. The value returned is the normalised path, query and fragment.
 */
export function sameOriginPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  const decoded = fullyDecoded(raw);
  if (decoded === null || /[\u0000-\u001f\u007f\\]/.test(decoded) || !isLocalPath(decoded) || !isLocalPath(raw)) return '/';
  const url = new URL(raw, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after login: an admin to /admin; anyone else back to the page they came from (returnPath), else
 * /dashboard.
 */
export function afterLoginPath(role: 'USER' | 'ADMIN', callbackUrl: string | null | undefined): string {
  if (role === 'ADMIN') return '/admin';
  return returnPath(callbackUrl) ?? '/dashboard';
}

/**
 * The same-site page (see sameOriginPath) a shopper may be brought back to after login, or null: not home, not an
 * account page; always without a language prefix (the caller's navigation adds its own). Register and the
 * verification link carry it to login. The path is vetted again once the prefix is off: `/si//evil.example` is a
 * path of this site, `//evil.example` not.
 */
export function returnPath(callbackUrl: string | null | undefined): string | null {
  const path = sameOriginPath(callbackUrl);
  // Named without a language: the login page navigates in its own language.
  const named = path.split(/[?#]/)[0] ?? '';
  const page = splitLocale(named).path;
  const target = page + path.slice(named.length);
  const isReturnable = page !== '/' && !ACCOUNT_PAGES.some((account) => startsWithSegment(page, account));
  return isReturnable && sameOriginPath(target) === target ? target : null;
}
