import { describe, expect, it } from 'vitest';
import { setupAccountsTest } from '@/tests/accounts';
import { call, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { TEST_APP_URL } from '@/tests/env';
import { POST } from './route';

/** Register keeps a guest's way back (a cart filled before the account): the verification link carries it to login. */

const { smtp } = await setupAccountsTest();

const registerFrom = (callbackUrl: unknown) => {
  const email = uniqueEmail();
  return call(POST, 'POST', '/api/user/register', {
    json: { name: 'Nimal Perera', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, callbackUrl },
  }).then((reply) => ({ reply, email }));
};
const linkIn = (email: string) => smtp.lastMailTo(email).text.match(/(https?:\/\/\S+\/verify-email\?\S+)/)?.[1];

describe('POST /api/user/register with a callbackUrl', () => {
  it('mails a verification link that carries the page to come back to, without its language', async () => {
    const { reply, email } = await registerFrom('/si/cart');
    expect(reply.status).toBe(201);
    const link = new URL(linkIn(email)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/verify-email`);
    expect(link.searchParams.get('code')).toEqual(expect.any(String));
    expect(link.searchParams.get('callbackUrl')).toBe('/cart');
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['an address', 'https://evil.example/'],
    ['an account page', '/login'],
    ['home', '/'],
    ['a number', 42],
    ['over 2,000 characters', '/x'.repeat(1001)],
  ])('registers but drops a way back that is not a page to return to: %s', async (_label, callbackUrl) => {
    const { reply, email } = await registerFrom(callbackUrl);
    expect(reply.status).toBe(201);
    expect(new URL(linkIn(email)!).searchParams.has('callbackUrl')).toBe(false);
  });
});
