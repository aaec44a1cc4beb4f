'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_AGE, LOCALE_NAMES, LOCALES, type Locale, localizedPath, splitLocale } from '@/lib/i18n/locales';

const SHORT_NAMES: Record<Locale, string> = { en: 'EN', si: 'සිං', ta: 'த' };

type Page = { path: string; search: string };

/** The page the browser shows, without its language: the same page in another language is that plus a prefix. */
function currentPage(): Page {
  return { path: splitLocale(window.location.pathname).path, search: window.location.search };
}

/**
 * English, Sinhala, Tamil: links to this same page in each language. A cached page is rendered once for every
 * address that shows it, so the page's own address is read in the browser after load (until then each link leads
 * to that language's home). The choice is remembered, so that an unprefixed link keeps it (proxy.ts).
 */
export function LanguageSwitch() {
  const current = useLocale() as Locale;
  const t = useTranslations('common');
  const [page, setPage] = useState<Page>({ path: '/', search: '' });
  useEffect(() => setPage(currentPage()), []);

  return (
    <nav aria-label={t('languageSwitch')}>
      <ul className="flex items-center text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizedPath(page.path, locale)}${page.search}`}
              hrefLang={locale}
              lang={locale}
              aria-label={LOCALE_NAMES[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => {
                document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_AGE}; samesite=lax`;
              }}
              className="block rounded-md px-2 py-1.5 font-medium text-gray-700 hover:bg-brand-50 aria-[current]:text-brand-800 aria-[current]:underline"
            >
              {SHORT_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
