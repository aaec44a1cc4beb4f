import { NextResponse, type NextRequest } from 'next/server';
import { ensureCsrfCookie } from '@/lib/auth/cookies';
import { ADMIN_ONLY_NOTICE_PATH, needsAdmin, needsSession } from '@/lib/auth/guard-paths';
import { loginPath } from '@/lib/auth/login-path';
import { readSessionToken, sessionCookieName } from '@/lib/auth/session-token';
import { storefrontRoute } from '@/lib/catalog/storefront-routes';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-control';
import { isMalformedPath } from '@/lib/http/clean-text';
import { localeRoute } from '@/lib/i18n/locale-route';
import { LOCALE_COOKIE, LOCALE_COOKIE_AGE, localizedPath } from '@/lib/i18n/locales';


/** No page lives here: a malformed path is shown the 404 page, before any page reads its params. */
export const MALFORMED_PATH_TARGET = '/_malformed-path';

/**
 * Route guards at the edge of every page request: signed-in pages send a guest to /login (remembering the
 * page), /admin sends a non-admin home with 'Access denied! Admins only.'. This checks the token only; the
 * pages' layouts check the account in the database again (requireUser / requireAdmin). A page asked for with a
 * session hands the browser that session's CSRF cookie and is never stored by a cache; a guest's page sets no
 * cookie, since a shared cache may store it. A path that is not well-formed text gets the 404 page. A storefront
 * address is served by its cached route where it has one (lib/catalog/storefront-routes.ts), under its language's
 * segment (lib/i18n/locale-route.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (isMalformedPath(pathname)) return NextResponse.rewrite(new URL(`/en${MALFORMED_PATH_TARGET}`, request.url));
  const language = localeRoute(pathname, search, request.cookies.get(LOCALE_COOKIE)?.value);
  if (language.redirect !== null) {
    const response = NextResponse.redirect(new URL(language.redirect, request.url), 307);
    response.cookies.set(LOCALE_COOKIE, language.remember, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_AGE });
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  }
  const { locale, path } = language;
  const cookie = request.cookies.get(sessionCookieName())?.value;
  const claims = await readSessionToken(cookie);
  const served = storefrontRoute(path, searchParams, claims?.role) ?? `${path}${search}`;
  // Every page lives under its language's segment (app/[locale]); English's addresses carry none.
  let response: NextResponse = NextResponse.rewrite(new URL(`/${locale}${served}`, request.url));
  if (needsSession(path)) {
    if (!claims) {
      // The page to come back to is named without its language: the login page's links add the language back.
      response = NextResponse.redirect(new URL(localizedPath(loginPath(`${path}${search}`), locale), request.url));
    } else if (needsAdmin(path) && claims.role !== 'ADMIN') {
      response = NextResponse.redirect(new URL(localizedPath(ADMIN_ONLY_NOTICE_PATH, locale), request.url));
    }
  }
  if (cookie) response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  if (claims) ensureCsrfCookie(request, response, claims.jti);
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, uploads or files with an extension.
  matcher: ['/((?!api/|_next/|uploads/|seed/|.*\\.[a-z0-9]+$).*)'],
};
