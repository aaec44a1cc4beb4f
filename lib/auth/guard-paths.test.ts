import { describe, expect, it } from 'vitest';
import { afterLoginPath, needsAdmin, needsSession, returnPath, sameOriginPath } from './guard-paths';
import { loginPath, registerPath } from './login-path';

describe('route guards', () => {
  it.each(['/dashboard', '/dashboard/profile', '/checkout', '/payment', '/orders', '/ordershow/ORD-1', '/admin', '/admin/users'])(
    '%s needs a session',
    (path) => expect(needsSession(path)).toBe(true),
  );

  it.each(['/', '/shop', '/product/abc', '/dashboards', '/administrator', '/login', '/ordersuccess'])('%s is open', (path) =>
    expect(needsSession(path)).toBe(false),
  );

  it('only /admin and below need the ADMIN role', () => {
    expect(needsAdmin('/admin')).toBe(true);
    expect(needsAdmin('/admin/users')).toBe(true);
    expect(needsAdmin('/dashboard')).toBe(false);
  });

  it('remembers the page in the login link', () => {
    expect(loginPath('/ordershow/ORD-1?x=1')).toBe('/login?callbackUrl=%2Fordershow%2FORD-1%3Fx%3D1');
  });

  it("says why on the way from /orders: 'Please login to view your orders'", () => {
    expect(loginPath('/orders')).toBe('/login?callbackUrl=%2Forders&notice=orders-login');
    expect(loginPath('/orders?page=2')).toBe('/login?callbackUrl=%2Forders%3Fpage%3D2&notice=orders-login');
  });
});

describe('where login leads', () => {
  it('sends an admin to /admin whatever the callback', () => {
    expect(afterLoginPath('ADMIN', '/cart')).toBe('/admin');
  });

  it('sends a shopper back to the page they came from, else /dashboard', () => {
    expect(afterLoginPath('USER', '/checkout?step=2')).toBe('/checkout?step=2');
    expect(afterLoginPath('USER', null)).toBe('/dashboard');
  });

  it('names the page without its language, which the login page adds back', () => {
    expect(afterLoginPath('USER', '/si/checkout?step=2')).toBe('/checkout?step=2');
    expect(afterLoginPath('USER', '/ta/si/product/1')).toBe('/si/product/1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?callbackUrl=/x', '/reset-password', '/si/login', '/ta', '/si'])(
    'ignores the callback %s',
    (callbackUrl) => expect(afterLoginPath('USER', callbackUrl)).toBe('/dashboard'),
  );
});

describe('the way back through register and the verification link', () => {
  it('is the page login would return to, or nothing', () => {
    expect(returnPath('/si/cart')).toBe('/cart');
    expect(returnPath('/product/p1?q=1')).toBe('/product/p1?q=1');
    for (const callbackUrl of [null, '/', '/register', '/verify-email?code=x', '//evil.example', '/si//evil.example']) {
      expect(returnPath(callbackUrl)).toBeNull();
    }
  });

  it('is carried by the register link', () => {
    expect(registerPath('/cart')).toBe('/register?callbackUrl=%2Fcart');
  });
});

describe('sameOriginPath: only a path of this site, whatever the encoding', () => {
  const HOSTILE = [
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example',
    '\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example/',
    '/%0D/evil.example/',
    '/%0d%0a/evil.example/',
    '/%2F/evil.example',
    '/%5C/evil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\n/evil.example/',
    '/\r/evil.example/',
    ' //evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/x/../..//evil.example',
    '/./%2F/evil.example',
    'data:text/html,hi',
    'evil.example',
    '',
    '%',
    '/%E0%A4%A',
    '/\u0000/evil.example',
  ];

  it.each(HOSTILE)('%j falls back to / (or stays on this origin)', (raw) => {
    const result = sameOriginPath(raw);
    expect(result.startsWith('/')).toBe(true);
    expect(new URL(result, 'http://shop.test').origin).toBe('http://shop.test');
    expect(result).not.toMatch(/evil\.example|[\t\r\n\\]|^\/\//);
  });

  it.each([
    ['/checkout', '/checkout'],
    ['/ordershow/ORD-1?x=1#top', '/ordershow/ORD-1?x=1#top'],
    ['/product/%E0%B6%BD', '/product/%E0%B6%BD'],
    ['/shop?keyword=a%20b', '/shop?keyword=a%20b'],
  ])('keeps the same-origin path %s', (raw, kept) => expect(sameOriginPath(raw)).toBe(kept));

  it('treats nothing as /', () => {
    expect(sameOriginPath(null)).toBe('/');
    expect(sameOriginPath(undefined)).toBe('/');
  });

  it.each(['/%09/evil.example/', '/%0A/evil.example/', '/%0D/evil.example/', '/\\evil.example', '//evil.example'])(
    'login never leads to %s',
    (callbackUrl) => expect(afterLoginPath('USER', callbackUrl)).toBe('/dashboard'),
  );

  // The language prefix comes off after the check: what is left must pass it again.
  it.each([
    '/si//evil.example/phish',
    '/ta//evil.example/phish',
    '/en//evil.example/phish',
    '/si/\\evil.example',
    '/si//%2Fevil.example',
    '/si/%2F/evil.example',
    '/ta/%5Cevil.example',
    '/si/%09/evil.example',
  ])('login never leads off-site from %s once the language is removed', (callbackUrl) => {
    const target = afterLoginPath('USER', callbackUrl);
    expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(sameOriginPath(target)).toBe(target);
  });
});
