import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { setupTestEnv } from '@/tests/env';
import { MALFORMED_PATH_TARGET, proxy } from '@/proxy';

setupTestEnv();

const request = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://shop.test${path}`, cookie ? { headers: { cookie } } : undefined));
const rewriteOf = async (path: string) => (await request(path)).headers.get('x-middleware-rewrite');

describe('page paths that are not well-formed text', () => {
  it.each(['/product/%FF', '/category/%00', '/category/a%00b', '/subcategory/%E0%A4', '/product/%ED%A0%80'])('%s is shown the 404 page', async (path) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test/en${MALFORMED_PATH_TARGET}`);
  });

  it.each(['/product/abc', '/category/Caf%C3%A9', '/category/%E0%B6%BD%E0%B6%82%E0%B6%9A%E0%B7%8F', '/?keyword=tea'])('%s goes on as usual, in English', async (path) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test/en${path}`);
  });
});

describe('storefront addresses served by their cached routes', () => {
  it.each([
    ['/', '/browse/home'],
    ['/home', '/browse/home'],
    ['/shop', '/browse/shop'],
    ['/subcategory/s1?page=3', '/subcategory/s1/3'],
    ['/subcategory/s1?page=1', '/subcategory/s1'],
  ])('%s is served by %s', async (path, route) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test/en${route}`);
  });

  it.each(['/shop?category=c1', '/subcategory/s1', '/product/p1', '/about'])('%s is served by its own route', async (path) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test/en${path}`);
  });
});

describe('languages in the address', () => {
  it.each([
    ['/si', '/si/browse/home'],
    ['/ta/shop', '/ta/browse/shop'],
    ['/si/product/p1', '/si/product/p1'],
    ['/ta/shop?category=c1', '/ta/shop?category=c1'],
    ['/si/subcategory/s1?page=2', '/si/subcategory/s1/2'],
    ['/fr/about', '/en/fr/about'],
  ])('%s is served by %s', async (path, route) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test${route}`);
  });

  it("sends English's spelled-out address to the unprefixed one and remembers English", async () => {
    const response = await request('/en/about?x=1');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://shop.test/about?x=1');
    expect(response.cookies.get('NEXT_LOCALE')?.value).toBe('en');
  });

  it('sends an unprefixed address to the language the shopper chose, and no other', async () => {
    expect((await request('/about', 'NEXT_LOCALE=ta')).headers.get('location')).toBe('http://shop.test/ta/about');
    expect((await request('/about', 'NEXT_LOCALE=en')).headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/about');
    expect((await request('/about', 'NEXT_LOCALE=xx')).headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/about');
  });

  it("sends a guest to the login page in the page's language, to come back to the page", async () => {
    const response = await request('/si/checkout?step=2');
    expect(response.headers.get('location')).toBe(`http://shop.test/si/login?callbackUrl=${encodeURIComponent('/checkout?step=2')}`);
  });
});
