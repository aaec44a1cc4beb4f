/**
 * The browser's way to call /api/*: same-origin cookies, the double-submit CSRF header on state changes,
 * and the reply envelope read into { ok, status, message, data }. Never throws for HTTP errors. `message` is the
 * server's message, or '' when it sent none (network failure, a non-JSON reply): callers word the result with
 * resultMessage (./result-message.ts), which adds the action's own text. The API speaks English; on a Sinhala or Tamil
 * page `message` is the server's message in the page's language (lib/i18n/server-messages.ts), `body` as it came.
 */
import 'client-only';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/csrf-names';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_HEADER } from '@/lib/i18n/request-locale';

export type ApiResult<T> = { ok: boolean; status: number; message: string; data?: T; body: Record<string, unknown> };

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The double-submit CSRF header for a state-changing request (also used by pusher-js's channel authorisation). */
export function csrfHeaders(): Record<string, string> {
  const csrf = readCookie(CSRF_COOKIE);
  return csrf ? { [CSRF_HEADER]: csrf } : {};
}

/** The page's language (`<html lang>`), when it is one of the shop's. */
function pageLocale(): Locale | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}

/** The page's language, which the server keeps as the shopper's: their mails are written in it. */
function localeHeaders(): Record<string, string> {
  const locale = pageLocale();
  return locale ? { [LOCALE_HEADER]: locale } : {};
}

/**
 * The server's message in the page's language. Its table (lib/i18n/server-messages.ts) loads on a Sinhala or Tamil
 * page's first message, never with the page.
 */
async function inPageLanguage(message: string): Promise<string> {
  const locale = pageLocale();
  if (!message || !locale || locale === 'en') return message;
  const { localizeServerMessage } = await import('@/lib/i18n/server-messages');
  return localizeServerMessage(message, locale);
}

export async function apiFetch<T = unknown>(
  path: string,
  options: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  const headers = new Headers({ ...localeHeaders(), ...(method !== 'GET' && method !== 'HEAD' ? csrfHeaders() : {}) });
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  try {
    const response = await fetch(path, { method, headers, body, credentials: 'same-origin' });
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const sent = typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : '';
    const message = await inPageLanguage(sent);
    return { ok: response.ok && parsed.success !== false, status: response.status, message, data: parsed.data as T, body: parsed };
  } catch {
    return { ok: false, status: 0, message: '', body: {} };
  }
}
