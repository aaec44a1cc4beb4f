import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/auth/limits';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session-token';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, expectPublicUser, expectRefused, newIp, uniqueEmail } from '@/tests/api';
import { GET as me } from '../me/route';
import { POST as verifyEmail } from '../verify-email/route';
import { POST } from './route';

const { prisma, smtp } = await setupAccountsTest();

afterEach(() => vi.restoreAllMocks());

const login = (json: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(POST, 'POST', '/api/user/login', { json, ...options });

describe('POST /api/user/login', () => {
  it('answers with data.accessToken and data.updateUser, and sets the session and CSRF cookies', async () => {
    const user = await createUser({ name: 'Amaya Jayasinghe' });
    const reply = await login({ email: user.email, password: user.password });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        accessToken: expect.any(String),
        updateUser: {
          _id: user.id,
          name: 'Amaya Jayasinghe',
          email: user.email,
          mobile: null,
          avatar: null,
          role: 'USER',
          status: 'ACTIVE',
          emailVerified: true,
          createdAt: expect.any(String),
          lastLoginAt: expect.any(String),
        },
      },
    });
    expectPublicUser(reply.body.data.updateUser);

    const session = reply.cookies.get('next-auth.session-token');
    expect(session?.value).toBe(reply.body.data.accessToken);
    expect(session?.attributes).toMatch(/HttpOnly/i);
    expect(session?.attributes).toMatch(/SameSite=lax/i);
    expect(session?.attributes).toMatch(/Path=\//);
    expect(session?.attributes).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);

    const csrf = reply.cookies.get('XSRF-TOKEN');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(csrf?.attributes).not.toMatch(/HttpOnly/i); // the page's script echoes it in X-XSRF-TOKEN

    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.lastLoginAt).not.toBeNull();
  });

  it('gives an admin data.updateUser.role ADMIN', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const reply = await login({ email: admin.email, password: admin.password });
    expect(reply.status).toBe(200);
    expect(reply.body.data.updateUser.role).toBe('ADMIN');
  });

  it('accepts the e-mail in any letter case', async () => {
    const user = await createUser();
    expect((await login({ email: user.email.toUpperCase(), password: user.password })).status).toBe(200);
  });

  it('issues a token that works as bearer and as the session cookie', async () => {
    const user = await createUser();
    const reply = await login({ email: user.email, password: user.password });
    const token = reply.body.data.accessToken as string;

    const byBearer = await call(me, 'GET', '/api/user/me', { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data._id).toBe(user.id);

    const byCookie = await call(me, 'GET', '/api/user/me', {
      headers: { cookie: `next-auth.session-token=${token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data._id).toBe(user.id);
  });

  it('replaces a CSRF cookie the browser already has with the new session’s own, and is not cached', async () => {
    const user = await createUser();
    const reply = await login(
      { email: user.email, password: user.password },
      { headers: { cookie: 'XSRF-TOKEN=planted-by-someone' } },
    );
    expect(reply.status).toBe(200);
    expect(reply.cookies.get('XSRF-TOKEN')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a password over 128 characters (400) before hashing it, as register does', async () => {
    const user = await createUser();
    const reply = await login({ email: user.email, password: 'P'.repeat(129) });
    expectRefused(reply, 400, 'Password must be at most 128 characters');
    expect(reply.cookies.has('next-auth.session-token')).toBe(false);
  });

  it('refuses a wrong password and an unknown e-mail alike (401), without a session cookie', async () => {
    const user = await createUser();
    const wrong = await login({ email: user.email, password: `${user.password}x` });
    expectRefused(wrong, 401, 'Invalid email or password');
    expect(wrong.cookies.has('next-auth.session-token')).toBe(false);

    const unknown = await login({ email: uniqueEmail('nobody'), password: user.password });
    expectRefused(unknown, 401, 'Invalid email or password');
    expect(unknown.cookies.has('next-auth.session-token')).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastLoginAt).toBeNull();
  });

  it('refuses an unverified account (403) and mails a new verification link that works', async () => {
    const user = await createUser({ verified: false });
    const mailsBefore = smtp.mailsTo(user.email).length;
    const reply = await login({ email: user.email, password: user.password });
    expectRefused(reply, 403, 'Please verify your email before logging in. We have sent you a new verification link.');
    expect(reply.cookies.has('next-auth.session-token')).toBe(false);

    expect(smtp.mailsTo(user.email)).toHaveLength(mailsBefore + 1);
    expect(smtp.lastMailTo(user.email).subject).toBe('Verify your e-mail for Lanka Shop');
    const code = smtp.verificationCodeFor(user.email);
    expect((await call(verifyEmail, 'POST', '/api/user/verify-email', { json: { code } })).status).toBe(200);
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('sends no verification mail to an unverified account when the password is wrong', async () => {
    const user = await createUser({ verified: false });
    expectRefused(await login({ email: user.email, password: 'Wrong#Pass1' }), 401, 'Invalid email or password');
    expect(smtp.mailsTo(user.email)).toHaveLength(0);
  });

  it('refuses a suspended account (403), and only after the password is right', async () => {
    const user = await createUser({ status: 'SUSPENDED' });
    const reply = await login({ email: user.email, password: user.password });
    expectRefused(reply, 403, 'Your account is suspended');
    expect(reply.cookies.has('next-auth.session-token')).toBe(false);
    expectRefused(await login({ email: user.email, password: 'Wrong#Pass1' }), 401, 'Invalid email or password');
  });

  describe('refuses bad input (400) and changes nothing', () => {
    it.each([
      ['no e-mail', { email: undefined }, 'Email and password are required'],
      ['a blank e-mail', { email: '  ' }, 'Email and password are required'],
      ['no password', { password: undefined }, 'Email and password are required'],
      ['an empty password', { password: '' }, 'Email and password are required'],
      ['a malformed e-mail', { email: 'nimal@@example' }, 'Invalid email address'],
    ])('%s', async (_label, input, message) => {
      const user = await createUser();
      const reply = await login({ email: user.email, password: user.password, ...input });
      expectRefused(reply, 400, message);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastLoginAt).toBeNull();
    });

    it.each([
      ['malformed JSON', { body: '{"email":', contentType: 'application/json' }, 'Malformed JSON body'],
      ['a form body', { body: 'email=a%40b.lk&password=x', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
    ])('%s', async (_label, raw, message) => {
      const reply = await call(POST, 'POST', '/api/user/login', { raw });
      expectRefused(reply, 400, message);
      expect(reply.cookies.size).toBe(0);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with Retry-After after too many attempts on one e-mail, even with the right password', async () => {
      const user = await createUser();
      const [, perEmail] = limits.login('any', user.email);
      for (let attempt = 1; attempt <= perEmail!.limit; attempt += 1) {
        // From different addresses: the per-e-mail limit protects the account from a spread-out attack.
        expect((await login({ email: user.email, password: `Wrong#${attempt}a` })).status).toBe(401);
      }
      const reply = await login({ email: user.email, password: user.password });
      expectRefused(reply, 429, 'Too many attempts. Please try again in 15 minutes.');
      const retryAfter = Number(reply.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(perEmail!.windowSeconds);
      expect(reply.cookies.has('next-auth.session-token')).toBe(false);
    });

    it('answers 429 after too many attempts from one address, whatever the e-mail', async () => {
      const ip = newIp();
      const [perIp] = limits.login(ip, 'any');
      for (let attempt = 1; attempt <= perIp!.limit; attempt += 1) {
        expect((await login({ email: uniqueEmail('probe'), password: 'Wrong#Pass1' }, { ip })).status).toBe(401);
      }
      const user = await createUser();
      const reply = await login({ email: user.email, password: user.password }, { ip });
      expectRefused(reply, 429, 'Too many attempts. Please try again in 15 minutes.');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address logs in.
      expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    });

    it('a successful login clears the e-mail’s failed attempts', async () => {
      const user = await createUser();
      const [, perEmail] = limits.login('any', user.email);
      for (let attempt = 1; attempt < perEmail!.limit; attempt += 1) {
        expect((await login({ email: user.email, password: 'Wrong#Pass1' })).status).toBe(401);
      }
      expect((await login({ email: user.email, password: user.password })).status).toBe(200);
      expect(await prisma.rateLimit.findUnique({ where: { key: perEmail!.key } })).toBeNull();
      expect((await login({ email: user.email, password: 'Wrong#Pass1' })).status).toBe(401);
    });
  });
});
