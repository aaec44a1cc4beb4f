'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_AGE, LOCALE_NAMES, LOCALES, type Locale, localizedPath, splitLocale } from '@/lib/i18n/locales';
import { SHORT_NAMES } from './language-names';

// Nothing to listen to: the links are brought up to date again when one is followed (the filters change the address
// without rendering the header).
const subscribe = () => () => {};
const browserAddress = () => `${window.location.pathname}${window.location.search}`;
const serverAddress = () => '/';

/** The page the browser shows, without its language: the same page in another language is that plus a prefix. */
function pageOf(address: string): { path: string; search: string } {
  const query = address.indexOf('?');
  const pathname = query === -1 ? address : address.slice(0, query);
  return { path: splitLocale(pathname).path, search: query === -1 ? '' : address.slice(query) };
}

/**
 * English, Sinhala, Tamil: links to this same page in each language. A cached page is rendered once for every
 * address that shows it, so the page's own address is read in the browser (the server's HTML links each language's
 * home), and again when a link is followed. The choice is remembered, so that an unprefixed link keeps it (proxy.ts).
 */
export function LanguageSwitch() {
  const current = useLocale() as Locale;
  const t = useTranslations('common');
  const page = pageOf(useSyncExternalStore(subscribe, browserAddress, serverAddress));

  return (
    <nav aria-label={t('languageSwitch')}>
      <ul className="flex items-center text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizedPath(page.path, locale)}${page.search}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                const now = pageOf(browserAddress());
                event.currentTarget.href = `${localizedPath(now.path, locale)}${now.search}`;
                document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_AGE}; samesite=lax`;
              }}
              className="language-link"
            >
              {/* The short name shows; the full one is read out after it (a name includes what it shows). */}
              {SHORT_NAMES[locale]}
              <span className="sr-only"> {LOCALE_NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
