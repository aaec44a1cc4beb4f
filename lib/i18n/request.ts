import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered is its root segment (`app/[locale]`), read through Next's root params so
 * that the cached pages stay static (no header is read). Outside a page (a server action, the global 404) it falls
 * back to what next-intl was told, then to English.
 */
async function pageLocale(requestLocale: Promise<string | undefined>): Promise<Locale> {
  let locale: unknown;
  try {
    locale = await rootLocale();
  } catch {
    locale = await requestLocale;
  }
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = await pageLocale(requestLocale);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Asia/Colombo',
  };
});
