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

/** Pages whose login prompt says why (`?notice=`, shown by components/layout/notice-toast.tsx on /login). */
const LOGIN_NOTICES: Record<string, string> = { '/orders': 'orders-login' };

export function loginPath(returnTo: string): string {
  const page = returnTo.split(/[?#]/)[0] ?? '';
  const notice = Object.hasOwn(LOGIN_NOTICES, page) ? `&notice=${LOGIN_NOTICES[page]}` : '';
  return `/login?callbackUrl=${encodeURIComponent(returnTo)}${notice}`;
}

// Returning to these after login makes no sense (a loop back to the login form, or a spent code).
const ACCOUNT_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/verify-forgot-otp', '/reset-password'];

/**
 * Where to go after login: an admin to /admin; anyone else back to a same-site page they came from, else
 * /dashboard. Absolute or protocol-relative URLs are ignored (no open redirect).
 */
export function afterLoginPath(role: 'USER' | 'ADMIN', callbackUrl: string | null | undefined): string {
  if (role === 'ADMIN') return '/admin';
  const sameSite = callbackUrl?.startsWith('/') && !callbackUrl.startsWith('//') && !callbackUrl.startsWith('/\\');
  const page = callbackUrl?.split(/[?#]/)[0] ?? '';
  if (sameSite && !ACCOUNT_PAGES.some((account) => startsWithSegment(page, account))) return callbackUrl!;
  return '/dashboard';
}
