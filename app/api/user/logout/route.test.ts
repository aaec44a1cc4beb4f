import { describe, expect, it } from 'vitest';
import { readSessionToken } from '@/lib/auth/session-token';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUserAndLogIn, expectRefused, logIn } from '@/tests/api';
import { GET as me } from '../me/route';
import { POST } from './route';

const { prisma } = await setupAccountsTest();

const logout = (options: Parameters<typeof call>[3]) => call(POST, 'POST', '/api/user/logout', options);
const meStatus = async (options: Parameters<typeof call>[3]) => (await call(me, 'GET', '/api/user/me', options)).status;

describe('POST /api/user/logout', () => {
  it('ends the session: the token is refused afterwards as bearer and as cookie, and the cookie is cleared', async () => {
    const user = await createUserAndLogIn();
    const reply = await logout({ token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Logged out successfully!' });
    const cleared = reply.cookies.get('next-auth.session-token');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Max-Age=0');

    expect(await meStatus({ token: user.token })).toBe(401);
    expect(await meStatus({ cookies: user })).toBe(401);
    const claims = await readSessionToken(user.token);
    expect(await prisma.revokedSession.findUnique({ where: { jti: claims!.jti } })).not.toBeNull();
  });

  it('ends only that session: another login of the same person stays valid', async () => {
    const user = await createUserAndLogIn();
    const other = await logIn(user.email, user.password);
    expect((await logout({ token: user.token })).status).toBe(200);
    expect(await meStatus({ token: other.token })).toBe(200);
  });

  it('works with the session cookie and a matching X-XSRF-TOKEN header', async () => {
    const user = await createUserAndLogIn();
    expect((await logout({ cookies: user })).status).toBe(200);
    expect(await meStatus({ token: user.token })).toBe(401);
  });

  it('refuses the session cookie without the X-XSRF-TOKEN header (403) and the session stays', async () => {
    const user = await createUserAndLogIn();
    const reply = await logout({ cookies: { ...user, csrfHeader: false } });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(reply.cookies.has('next-auth.session-token')).toBe(false);
    expect(await meStatus({ token: user.token })).toBe(200);
  });

  it('answers 401 to a guest and to a session that already ended', async () => {
    expectRefused(await logout({}), 401, 'Please log in to continue');
    const user = await createUserAndLogIn();
    expect((await logout({ token: user.token })).status).toBe(200);
    expectRefused(await logout({ token: user.token }), 401, 'Please log in to continue');
  });

  it('drops revocations whose tokens have expired anyway', async () => {
    await prisma.revokedSession.create({ data: { jti: 'long-gone', expiresAt: new Date(Date.now() - 60_000) } });
    const user = await createUserAndLogIn();
    expect((await logout({ token: user.token })).status).toBe(200);
    expect(await prisma.revokedSession.findUnique({ where: { jti: 'long-gone' } })).toBeNull();
  });
});
