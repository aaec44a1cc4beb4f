import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { setupTestEnv } from '@/tests/env';
import { MALFORMED_PATH_TARGET, proxy } from '@/proxy';

setupTestEnv();

const rewriteOf = async (path: string) => (await proxy(new NextRequest(`http://shop.test${path}`))).headers.get('x-middleware-rewrite');

describe('page paths that are not well-formed text', () => {
  it.each(['/product/%FF', '/category/%00', '/category/a%00b', '/subcategory/%E0%A4', '/product/%ED%A0%80'])('%s is shown the 404 page', async (path) => {
    expect(await rewriteOf(path)).toBe(`http://shop.test${MALFORMED_PATH_TARGET}`);
  });

  it.each(['/product/abc', '/category/Caf%C3%A9', '/category/%E0%B6%BD%E0%B6%82%E0%B6%9A%E0%B7%8F', '/?keyword=tea'])('%s goes on as usual', async (path) => {
    expect(await rewriteOf(path)).toBeNull();
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
    expect(await rewriteOf(path)).toBe(`http://shop.test${route}`);
  });

  it.each(['/shop?category=c1', '/subcategory/s1', '/product/p1', '/about'])('%s is served by its own route', async (path) => {
    expect(await rewriteOf(path)).toBeNull();
  });
});
