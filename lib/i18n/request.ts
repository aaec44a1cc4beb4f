import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { SHOP_TIME_ZONE } from '@/lib/dates/colombo';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered is its root segment (`app/[locale]`), read through Next's root params so
 * that the cached pages stay static (no header is read). Outside a page (a server action, the global 404) it falls
 * back to what next-intl was told, then to English.
 */
async function pageLocale(told: () => Promise<string | undefined>): Promise<Locale> {
  let locale: unknown;
  try {
    locale = await rootLocale();
  } catch {
    locale = await told();
  }
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

// `requestLocale` is a getter that reads the request's headers: touched only when the root params are unavailable.
export default getRequestConfig(async (params) => {
  const locale = await pageLocale(() => params.requestLocale);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: SHOP_TIME_ZONE,
  };
});
