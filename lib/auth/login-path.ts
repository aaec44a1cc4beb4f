/** Pages whose login prompt says why (`?notice=`, shown by components/layout/notice-toast.tsx on /login). */
const LOGIN_NOTICES: Record<string, string> = { '/orders': 'orders-login' };

/**
 * The login page that brings the visitor back to `returnTo`. A module of its own: the product page's buttons need this
 * alone of the guards (lib/auth/guard-paths.ts).
 */
export function loginPath(returnTo: string): string {
  const page = returnTo.split(/[?#]/)[0] ?? '';
  const notice = Object.hasOwn(LOGIN_NOTICES, page) ? `&notice=${LOGIN_NOTICES[page]}` : '';
  return `/login?callbackUrl=${encodeURIComponent(returnTo)}${notice}`;
}

/** The register page that, through verification and login, brings the new shopper back to `returnTo`. */
export function registerPath(returnTo: string): string {
  return `/register?callbackUrl=${encodeURIComponent(returnTo)}`;
}
