import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath, needsAdmin, needsSession } from './guard-paths';

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

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?callbackUrl=/x', '/reset-password'])(
    'ignores the callback %s',
    (callbackUrl) => expect(afterLoginPath('USER', callbackUrl)).toBe('/dashboard'),
  );
});
