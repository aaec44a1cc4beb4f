import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_HEADER, localeOfRequest } from '@/lib/i18n/request-locale';
import si from '@/messages/api/si.json';
import ta from '@/messages/api/ta.json';
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

/** The API speaks English; a Sinhala or Tamil page gets the server's message in its language, the body untouched. */
describe("the server's message", () => {
  async function replyOn(lang: string, reply: Record<string, unknown>, status = 200) {
    vi.stubGlobal('document', { documentElement: { lang }, cookie: '' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(reply), { status })));
    return apiFetch('/api/category/create', { json: {} });
  }

  it('is in Sinhala on a Sinhala page, and in Tamil on a Tamil page', async () => {
    const created = await replyOn('si', { success: true, message: 'Category created', data: { id: 'c1' } });
    expect(created.message).toBe(si['Category created']);
    expect(created.body).toEqual({ success: true, message: 'Category created', data: { id: 'c1' } });
    expect(created.data).toEqual({ id: 'c1' });
    const refused = await replyOn('ta', { success: false, message: 'Please log in to continue' }, 401);
    expect(refused).toMatchObject({ ok: false, status: 401, message: ta['Please log in to continue'] });
  });

  it('carries the values of a message over into its translation', async () => {
    const result = await replyOn('si', { success: false, message: 'Only 3 left in stock' }, 400);
    expect(result.message).toBe(si['Only {stock} left in stock'].replace('{stock}', '3'));
  });

  it('stays English when the table does not know it', async () => {
    expect((await replyOn('si', { success: false, message: 'A message nobody wrote' }, 400)).message).toBe('A message nobody wrote');
  });

  it.each(['en', '', 'fr'])('is the server\'s own on a page in %j', async (lang) => {
    expect((await replyOn(lang, { success: true, message: 'Category created' })).message).toBe('Category created');
  });

  it("is '' when the server sent none, in any language", async () => {
    expect((await replyOn('ta', { success: true })).message).toBe('');
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
