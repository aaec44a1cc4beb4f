import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_HEADER, localeOfRequest } from '@/lib/i18n/request-locale';
import { apiFetch } from './api-client';

/** The page's language travels with every API call (X-Shop-Locale), and the server reads only the shop's languages. */

afterEach(() => vi.unstubAllGlobals());

async function headersSentFrom(lang: string): Promise<Headers> {
  vi.stubGlobal('document', { documentElement: { lang }, cookie: 'XSRF-TOKEN=t' });
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok' })));
  vi.stubGlobal('fetch', fetch);
  await apiFetch('/api/user/login', { json: { email: 'a@b.lk' } });
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return new Headers(init.headers);
}

describe('the browser API client', () => {
  it.each(['en', 'si', 'ta'])('names the page language %s', async (lang) => {
    expect((await headersSentFrom(lang)).get(LOCALE_HEADER)).toBe(lang);
  });

  it.each(['', 'fr', 'si-LK'])('names none for a page in %j', async (lang) => {
    const headers = await headersSentFrom(lang);
    expect(headers.has(LOCALE_HEADER)).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

describe('localeOfRequest', () => {
  const request = (value?: string) => new Request('http://shop.test/api', { headers: value === undefined ? {} : { [LOCALE_HEADER]: value } });

  it('reads a shop language, and nothing else', () => {
    expect(localeOfRequest(request('si'))).toBe('si');
    expect(localeOfRequest(request(' ta '))).toBe('ta');
    expect(localeOfRequest(request('en'))).toBe('en');
    for (const other of [undefined, '', 'fr', 'SI', 'si-LK', 'en,si']) expect(localeOfRequest(request(other))).toBeNull();
  });
});
