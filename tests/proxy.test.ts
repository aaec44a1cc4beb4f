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

  it.each(['/product/abc', '/category/Caf%C3%A9', '/category/%E0%B6%BD%E0%B6%82%E0%B6%9A%E0%B7%8F', '/'])('%s goes on as usual', async (path) => {
    expect(await rewriteOf(path)).toBeNull();
  });
});
