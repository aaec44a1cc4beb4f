import { writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { issueSessionToken, readSessionToken } from '@/lib/auth/session-token';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, createUserAndLogIn, expectRefused } from '@/tests/api';
import { TEST_AUTH_SECRET } from '@/tests/env';
import { DELETE, GET } from './route';

const { prisma, uploadDir } = await setupAccountsTest();

const getMe = (options: Parameters<typeof call>[3]) => call(GET, 'GET', '/api/user/me', options);
const deleteMe = (options: Parameters<typeof call>[3]) => call(DELETE, 'DELETE', '/api/user/me', options);
const exists = async (id: string) => (await prisma.user.count({ where: { id } })) === 1;

describe('GET /api/user/me', () => {
  it('answers a request with a session with Cache-Control: private, no-store (success or refusal)', async () => {
    const user = await createUserAndLogIn();
    for (const options of [{ token: user.token }, { cookies: user }, { token: 'not-a-jwt' }]) {
      expect((await getMe(options)).headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await deleteMe({ cookies: { ...user, csrfHeader: false } })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the signed-in user as data (bearer)', async () => {
    const user = await createUserAndLogIn({ name: 'Tharindu Bandara' });
    const reply = await getMe({ token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'User details',
      data: {
        _id: user.id,
        name: 'Tharindu Bandara',
        email: user.email,
        mobile: null,
        avatar: null,
        role: 'USER',
        status: 'ACTIVE',
        emailVerified: true,
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
      },
    });
  });

  it('accepts the session cookie without a CSRF header (reading changes nothing)', async () => {
    const user = await createUserAndLogIn();
    const reply = await getMe({ cookies: { ...user, csrfHeader: false } });
    expect(reply.status).toBe(200);
    expect(reply.body.data._id).toBe(user.id);
  });

  it('shows the role and name from the database, not from the token', async () => {
    const user = await createUserAndLogIn();
    await prisma.user.update({ where: { id: user.id }, data: { role: 'ADMIN', name: 'Renamed Person' } });
    const reply = await getMe({ token: user.token });
    expect(reply.body.data).toMatchObject({ role: 'ADMIN', name: 'Renamed Person' });
  });

  describe('answers 401 without a live session', () => {
    it('no token at all', async () => {
      expectRefused(await getMe({}), 401, 'Please log in to continue');
    });

    it('a token past its absolute lifetime, even when re-issued with a fresh expiry', async () => {
      const user = await createUserAndLogIn();
      const claims = await readSessionToken(user.token);
      const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60;
      const refreshed = await encode({ token: { ...claims, auth_time: eightDaysAgo }, secret: TEST_AUTH_SECRET });
      expectRefused(await getMe({ token: refreshed }), 401, 'Please log in to continue');
      expectRefused(await getMe({ cookies: { token: refreshed, csrf: user.csrf } }), 401, 'Please log in to continue');
    });

    it('a token that is not a token', async () => {
      expectRefused(await getMe({ token: 'not-a-jwt' }), 401, 'Please log in to continue');
    });

    it('a token made with another secret', async () => {
      const user = await createUser();
      const forged = await encode({
        token: { sub: user.id, name: user.name, email: user.email, role: 'ADMIN', sv: 0, jti: 'forged' },
        secret: `${TEST_AUTH_SECRET}-but-not-ours`,
      });
      expectRefused(await getMe({ token: forged }), 401);
    });

    it('an expired token', async () => {
      const user = await createUser();
      const expired = await encode({
        token: { sub: user.id, name: user.name, email: user.email, role: 'USER', sv: 0, jti: 'expired' },
        secret: TEST_AUTH_SECRET,
        maxAge: -60,
      });
      expectRefused(await getMe({ token: expired }), 401);
    });

    it('a next-auth token without the shop’s session claims', async () => {
      const user = await createUser();
      const bare = await encode({ token: { sub: user.id, email: user.email }, secret: TEST_AUTH_SECRET });
      expectRefused(await getMe({ token: bare }), 401);
    });

    it('the token of a suspended account', async () => {
      const user = await createUserAndLogIn();
      await prisma.user.update({ where: { id: user.id }, data: { status: 'SUSPENDED' } });
      expectRefused(await getMe({ token: user.token }), 401);
    });

    it('the token of a deleted account', async () => {
      const user = await createUserAndLogIn();
      await prisma.user.delete({ where: { id: user.id } });
      expectRefused(await getMe({ token: user.token }), 401);
    });

    it('a token from before the password changed (older session version)', async () => {
      const user = await createUser();
      const old = await issueSessionToken({ ...user, sessionVersion: 0 });
      await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
      expectRefused(await getMe({ token: old }), 401);
    });
  });
});

describe('DELETE /api/user/me', () => {
  it('deletes the account with its codes and avatar file, ends the session, and keeps its orders', async () => {
    const user = await createUserAndLogIn();
    const avatarName = '0b0b0b0b-0000-4000-8000-000000000001.png';
    writeFileSync(path.join(uploadDir, avatarName), 'png bytes');
    await prisma.user.update({ where: { id: user.id }, data: { avatar: `/uploads/${avatarName}` } });
    await prisma.verificationCode.create({
      data: { userId: user.id, purpose: 'PASSWORD_RESET', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) },
    });
    const order = await prisma.order.create({
      data: {
        orderNumber: `ORD-${Date.now()}`,
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        subTotal: '100.00',
        deliveryFee: '10.00',
        total: '110.00',
        deliveryName: user.name,
        deliveryMobile: '0771234567',
        deliveryAddressLine: '12 Galle Road',
        deliveryCity: 'Colombo',
        deliveryState: 'Western',
        deliveryPincode: '00300',
        deliveryCountry: 'Sri Lanka',
      },
    });

    const reply = await deleteMe({ token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Account deleted' });
    const cleared = reply.cookies.get('next-auth.session-token');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Max-Age=0');

    expect(await exists(user.id)).toBe(false);
    expect(await prisma.verificationCode.count({ where: { userId: user.id } })).toBe(0);
    expect(existsSync(path.join(uploadDir, avatarName))).toBe(false);
    const kept = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({ userId: null, userEmail: user.email, userName: user.name });
    expectRefused(await getMe({ token: user.token }), 401);
  });

  it('works with the session cookie and a matching X-XSRF-TOKEN header', async () => {
    const user = await createUserAndLogIn();
    expect((await deleteMe({ cookies: user })).status).toBe(200);
    expect(await exists(user.id)).toBe(false);
  });

  it('refuses the session cookie without the X-XSRF-TOKEN header (403) and deletes nothing', async () => {
    const user = await createUserAndLogIn();
    const reply = await deleteMe({ cookies: { ...user, csrfHeader: false } });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(await exists(user.id)).toBe(true);
  });

  it('refuses the session cookie with a CSRF header that does not match the cookie (403)', async () => {
    const user = await createUserAndLogIn();
    expectRefused(await deleteMe({ cookies: { ...user, csrfHeader: `${user.csrf}x` } }), 403);
    expectRefused(await deleteMe({ cookies: { ...user, csrfHeader: '' } }), 403);
    expect(await exists(user.id)).toBe(true);
  });

  it('refuses a CSRF cookie the session did not get: a made-up cookie with a matching header (403)', async () => {
    const user = await createUserAndLogIn();
    const injected = 'attacker-chosen-value-0123456789abcdef';
    const reply = await deleteMe({ cookies: { token: user.token, csrf: injected, csrfHeader: injected } });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    // Another session's token does not pass either.
    const other = await createUserAndLogIn();
    expectRefused(await deleteMe({ cookies: { token: user.token, csrf: other.csrf } }), 403);
    expect(await exists(user.id)).toBe(true);
    expect((await deleteMe({ cookies: user })).status).toBe(200);
  });

  it('needs no CSRF header with a bearer token, even when cookies come along', async () => {
    const user = await createUserAndLogIn();
    const reply = await deleteMe({ token: user.token, headers: { cookie: 'XSRF-TOKEN=something-else' } });
    expect(reply.status).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expectRefused(await deleteMe({}), 401, 'Please log in to continue');
  });

  it('refuses the last admin (409); with a second admin the account can go', async () => {
    await prisma.user.updateMany({ where: { role: 'ADMIN' }, data: { role: 'USER' } });
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expectRefused(await deleteMe({ token: admin.token }), 409, 'You are the last admin: make another admin first');
    expect(await exists(admin.id)).toBe(true);

    await createUser({ role: 'ADMIN' });
    expect((await deleteMe({ token: admin.token })).status).toBe(200);
    expect(await exists(admin.id)).toBe(false);
  });
});
