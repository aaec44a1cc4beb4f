/** Which pages need a session or the ADMIN role, and where refused visitors go (used by proxy.ts and pages). */

export const SIGNED_IN_PREFIXES = ['/dashboard', '/checkout', '/payment', '/ordershow', '/admin'];
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

export function loginPath(returnTo: string): string {
  return `/login?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after login: an admin to /admin; anyone else back to a same-site path they came from, else
 * /dashboard. Absolute or protocol-relative URLs are ignored (no open redirect).
 */
export function afterLoginPath(role: 'USER' | 'ADMIN', callbackUrl: string | null | undefined): string {
  if (role === 'ADMIN') return '/admin';
  if (callbackUrl && callbackUrl.startsWith('/') && !callbackUrl.startsWith('//') && !callbackUrl.startsWith('/\\')) {
    return callbackUrl;
  }
  return '/dashboard';
}
