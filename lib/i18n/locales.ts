/**
 * The shop's languages: English (the default, unprefixed addresses), Sinhala and Tamil (`/si/...`, `/ta/...`).
 * No server-only imports: the proxy, the pages and the browser read the same list.
 */
export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The cookie that remembers a shopper's chosen language (next-intl's name), so an unprefixed link keeps it. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** A chosen language is remembered for a year. */
export const LOCALE_COOKIE_AGE = 365 * 24 * 60 * 60;

/** Each language's own name, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** The `Intl` locale of each language: Sri Lankan conventions for numbers, dates and the rupee. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path of the shop in a language: English unprefixed, the others under their code (`/si/product/1`). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path names and the path without it: `/si/shop` is Sinhala `/shop`; `/shop` names none. */
export function splitLocale(path: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (!match || !isLocale(match[1])) return { locale: null, path };
  return { locale: match[1], path: match[2] ?? '/' };
}

/** `href` in `locale`: a path of the shop gets the language's prefix; anything else (another site, `#id`) is left. */
export function pathIn(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  return end === -1 ? localizedPath(href, locale) : `${localizedPath(href.slice(0, end), locale)}${href.slice(end)}`;
}
