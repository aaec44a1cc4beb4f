import { describe, expect, it } from 'vitest';
import { limits } from '@/lib/auth/limits';
import { setupAccountsTest } from '@/tests/accounts';
import { call, expectRefused, newIp, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { POST as login } from '../login/route';
import { POST as register } from '../register/route';
import { POST } from './route';

const { prisma, smtp } = await setupAccountsTest();

const verify = (json: unknown, ip?: string) => call(POST, 'POST', '/api/user/verify-email', { json, ip });

/** Registers through the API and returns the account and the code of the link mailed to it. */
async function registered() {
  const email = uniqueEmail();
  const reply = await call(register, 'POST', '/api/user/register', {
    json: { name: 'Sunil Fernando', email, password: STRONG_PASSWORD },
  });
  expect(reply.status).toBe(201);
  return { id: reply.body.data._id as string, email, code: smtp.verificationCodeFor(email) };
}

const isVerified = async (id: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id }, select: { emailVerifiedAt: true } })).emailVerifiedAt !== null;

describe('POST /api/user/verify-email', () => {
  it('verifies the e-mail of the link and consumes the link', async () => {
    const account = await registered();
    const reply = await verify({ code: account.code });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Email verified successfully' });
    expect(await isVerified(account.id)).toBe(true);
    expect(await prisma.verificationCode.count({ where: { userId: account.id } })).toBe(0);
  });

  it('refuses the same link a second time', async () => {
    const account = await registered();
    expect((await verify({ code: account.code })).status).toBe(200);
    expectRefused(await verify({ code: account.code }), 400, 'Invalid or expired link');
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const account = await registered();
    await prisma.verificationCode.updateMany({
      where: { userId: account.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expectRefused(await verify({ code: account.code }), 400, 'Invalid or expired link');
    expect(await isVerified(account.id)).toBe(false);
  });

  it('refuses an unknown code', async () => {
    expectRefused(await verify({ code: 'not-a-code-we-issued' }), 400, 'Invalid or expired link');
  });

  it('a new link (mailed on an unverified login) replaces the earlier one', async () => {
    const account = await registered();
    const loginReply = await call(login, 'POST', '/api/user/login', {
      json: { email: account.email, password: STRONG_PASSWORD },
    });
    expect(loginReply.status).toBe(403);
    const newCode = smtp.verificationCodeFor(account.email);
    expect(newCode).not.toBe(account.code);

    expectRefused(await verify({ code: account.code }), 400, 'Invalid or expired link');
    expect(await isVerified(account.id)).toBe(false);
    expect((await verify({ code: newCode })).status).toBe(200);
    expect(await isVerified(account.id)).toBe(true);
  });

  it.each([
    ['no code', {}],
    ['an empty code', { code: '' }],
    ['a blank code', { code: '   ' }],
    ['a code that is not text', { code: 42 }],
  ])('answers %s with "Verification link is missing!"', async (_label, json) => {
    expectRefused(await verify(json), 400, 'Verification link is missing!');
  });

  it('answers an overlong code like any other bad link', async () => {
    expectRefused(await verify({ code: 'x'.repeat(201) }), 400, 'Invalid or expired link');
  });

  it.each([
    ['malformed JSON', { body: '{"code":', contentType: 'application/json' }, 'Malformed JSON body'],
    ['a form body', { body: 'code=abc', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
  ])('refuses %s (400) and verifies nothing', async (_label, raw, message) => {
    const account = await registered();
    expectRefused(await call(POST, 'POST', '/api/user/verify-email', { raw }), 400, message);
    expect(await isVerified(account.id)).toBe(false);
  });

  it('answers 429 with a message and Retry-After once an address passes its limit, even for a good link', async () => {
    const ip = newIp();
    const [rule] = limits.verifyEmail(ip);
    for (let attempt = 1; attempt <= rule!.limit; attempt += 1) {
      expect((await verify({ code: `guess-${attempt}` }, ip)).status).toBe(400);
    }
    const account = await registered();
    const reply = await verify({ code: account.code }, ip);
    expectRefused(reply, 429, 'Too many attempts. Please try again in 15 minutes.');
    const retryAfter = Number(reply.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule!.windowSeconds);
    expect(await isVerified(account.id)).toBe(false);

    // From another address the same link still works.
    expect((await verify({ code: account.code })).status).toBe(200);
  });
});
