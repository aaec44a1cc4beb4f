import { isLocale, type Locale } from './locales';

/**
 * The language of the page an API request came from: the browser's API client (lib/http/api-client.ts) sends it in
 * this header, read from `<html lang>`. The server stores it as the shopper's language (their mails are written in
 * it); the API's replies never depend on it. No server-only imports: the browser names the same header.
 */
export const LOCALE_HEADER = 'X-Shop-Locale';

/** The shop's language the request names, or null when it names none or something else. */
export function localeOfRequest(request: Pick<Request, 'headers'>): Locale | null {
  const value = request.headers.get(LOCALE_HEADER)?.trim();
  return isLocale(value) ? value : null;
}
