import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale, splitLocale } from './locales';

export type LocaleRoute =
  /** Send the browser to `location`, remembering `remember` as the shopper's language. */
  | { redirect: string; remember: Locale }
  /** Serve the page `path` (the address without its language) in `locale`. */
  | { redirect: null; locale: Locale; path: string };

/**
 * The language of a page request (proxy.ts). `/si/...` and `/ta/...` name theirs; an unprefixed address is English,
 * unless the shopper chose another language with the language switch (the cookie), whose address it is then sent
 * to, as with next-intl's middleware; a visit to `/si/...` alone chooses nothing. `/en/...` is English's address spelled out (the language switch links it): it is sent to the unprefixed
 * address and English remembered.
 */
export function localeRoute(path: string, search: string, chosen: string | undefined): LocaleRoute {
  const { locale, path: bare } = splitLocale(path);
  if (locale === DEFAULT_LOCALE) return { redirect: `${bare}${search}`, remember: DEFAULT_LOCALE };
  if (locale) return { redirect: null, locale, path: bare };
  if (isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
    return { redirect: `${localizedPath(bare, chosen)}${search}`, remember: chosen };
  }
  return { redirect: null, locale: DEFAULT_LOCALE, path: bare };
}
