import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import { settleAfterReplyWork } from '@/lib/http/after-reply';
import { setupAccountsTest } from '@/tests/accounts';
import { buildRequest, call, createUser, createUserAndLogIn, expectRefused, newIp, uniqueEmail, type Reply } from '@/tests/api';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as login } from './login/route';
import { GET as me } from './me/route';
import { POST as resetPassword } from './reset-password/route';
import { POST as verifyForgotOtp } from './verify-forgot-otp/route';

/** The password-recovery flow: forgot-password → verify-forgot-otp → reset-password. */

const { prisma, smtp } = await setupAccountsTest();

const NEW_PASSWORD = 'Fresh$Start99';

const forgot = (json: unknown, ip?: string) => call(forgotPassword, 'POST', '/api/user/forgot-password', { json, ip });
const verifyOtp = (json: unknown, ip?: string) => call(verifyForgotOtp, 'POST', '/api/user/verify-forgot-otp', { json, ip });
const reset = (json: unknown) => call(resetPassword, 'POST', '/api/user/reset-password', { json });
const loginStatus = async (email: string, password: string) =>
  (await call(login, 'POST', '/api/user/login', { json: { email, password } })).status;

/** A different 6-digit code than `otp`, so a "wrong OTP" is never right by chance. */
const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

const resetCode = (userId: string) =>
  prisma.verificationCode.findUnique({ where: { userId_purpose: { userId, purpose: 'PASSWORD_RESET' } } });
const passwordHashOf = async (userId: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })).passwordHash;

/** An account whose reset OTP was requested (and, with `verified`, checked: then `resetToken` is the grant). */
async function accountInReset(options: { verified?: boolean } = {}) {
  const user = await createUser();
  expect((await forgot({ email: user.email })).status).toBe(200);
  const otp = smtp.otpFor(user.email);
  let resetToken = '';
  if (options.verified) {
    const verified = await verifyOtp({ email: user.email, otp });
    expect(verified.status).toBe(200);
    resetToken = verified.body.data.resetToken;
  }
  return { ...user, otp, resetToken };
}

function expectRateLimited(reply: Reply, windowSeconds: number) {
  expectRefused(reply, 429, 'Too many attempts. Please try again in 15 minutes.');
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('password recovery', () => {
  it('mails a 6-digit OTP that lets the password be reset, then mails that it changed', async () => {
    const user = await createUser({ name: 'Dilani Wickramasinghe' });

    const sent = await forgot({ email: user.email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'OTP sent to your email' });
    const otpMail = smtp.lastMailTo(user.email);
    expect(otpMail.subject).toBe('Your Lanka Shop password reset code');
    const otp = smtp.otpFor(user.email);
    expect(otp).toMatch(/^\d{6}$/);
    expect((await resetCode(user.id))?.codeHash).not.toContain(otp);

    const checked = await verifyOtp({ email: user.email, otp });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ success: true, message: 'OTP verified successfully', data: { resetToken: expect.any(String) } });
    const { resetToken } = checked.body.data;
    expect(resetToken).toMatch(/^[\w-]{43}$/);
    expect((await resetCode(user.id))?.codeHash).not.toContain(resetToken);

    const done = await reset({ email: user.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetToken });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Password reset successfully' });

    expect(smtp.lastMailTo(user.email).subject).toBe('Your Lanka Shop password was changed');
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await resetCode(user.id)).toBeNull();
  });

  it('voids every session issued before the reset', async () => {
    const user = await createUserAndLogIn();
    expect((await call(me, 'GET', '/api/user/me', { token: user.token })).status).toBe(200);

    expect((await forgot({ email: user.email })).status).toBe(200);
    const { resetToken } = (await verifyOtp({ email: user.email, otp: smtp.otpFor(user.email) })).body.data;
    expect((await reset({ email: user.email, password: NEW_PASSWORD, resetToken })).status).toBe(200);

    expectRefused(await call(me, 'GET', '/api/user/me', { token: user.token }), 401, 'Please log in to continue');
    expectRefused(await call(me, 'GET', '/api/user/me', { cookies: user }), 401);
  });

  describe('forgot-password', () => {
    it('answers an unknown e-mail exactly like a known one, and sends no mail', async () => {
      const known = await createUser();
      const unknownEmail = uniqueEmail('nobody');
      const mailsBefore = smtp.mails.length;

      const forKnown = await forgot({ email: known.email });
      const forUnknown = await forgot({ email: unknownEmail });
      expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({ status: forKnown.status, body: forKnown.body });
      expect(smtp.mails.length).toBe(mailsBefore + 1);
      expect(smtp.mailsTo(unknownEmail)).toHaveLength(0);
    });

    it('answers a suspended account like an unknown one and sends it no OTP', async () => {
      const user = await createUser({ status: 'SUSPENDED' });
      const reply = await forgot({ email: user.email });
      expect(reply.body).toEqual({ success: true, message: 'OTP sent to your email' });
      expect(smtp.mailsTo(user.email)).toHaveLength(0);
      expect(await resetCode(user.id)).toBeNull();
    });

    it('a new request replaces the earlier OTP', async () => {
      const user = await accountInReset();
      expect((await forgot({ email: user.email })).status).toBe(200);
      const newOtp = smtp.otpFor(user.email);
      expect(await prisma.verificationCode.count({ where: { userId: user.id, purpose: 'PASSWORD_RESET' } })).toBe(1);

      if (newOtp !== user.otp) {
        expectRefused(await verifyOtp({ email: user.email, otp: user.otp }), 400, 'Invalid OTP');
      }
      expect((await verifyOtp({ email: user.email, otp: newOtp })).status).toBe(200);
    });

    it('a new request withdraws a reset grant already handed out', async () => {
      const user = await accountInReset({ verified: true });
      expect((await forgot({ email: user.email })).status).toBe(200);
      expectRefused(await reset({ email: user.email, password: NEW_PASSWORD, resetToken: user.resetToken }), 400, 'Please verify your OTP first');
    });

    it('replies before it looks the account up or mails, so known and unknown e-mails take the same path', async () => {
      const user = await createUser();
      const mailsBefore = smtp.mailsTo(user.email).length;
      const response = await forgotPassword(buildRequest('POST', '/api/user/forgot-password', { json: { email: user.email } }), {
        params: Promise.resolve({}),
      });
      expect(response.status).toBe(200);
      // The reply is complete; the OTP is neither stored nor mailed yet.
      expect(await resetCode(user.id)).toBeNull();
      expect(smtp.mailsTo(user.email)).toHaveLength(mailsBefore);
      await settleAfterReplyWork();
      expect(await resetCode(user.id)).not.toBeNull();
      expect(smtp.mailsTo(user.email)).toHaveLength(mailsBefore + 1);
    });

    it.each([
      ['no e-mail', {}, 'Email is required'],
      ['an empty e-mail', { email: '' }, 'Email is required'],
      ['an e-mail that is not text', { email: 7 }, 'Email is required'],
      ['a malformed e-mail', { email: 'not-an-email' }, 'Invalid email address'],
    ])('refuses %s (400) and sends nothing', async (_label, json, message) => {
      const mailsBefore = smtp.mails.length;
      expectRefused(await forgot(json), 400, message);
      expect(smtp.mails.length).toBe(mailsBefore);
    });

    it.each([
      ['malformed JSON', { body: '{"email"', contentType: 'application/json' }, 'Malformed JSON body'],
      ['a form body', { body: 'email=a%40b.lk', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
    ])('refuses %s (400)', async (_label, raw, message) => {
      expectRefused(await call(forgotPassword, 'POST', '/api/user/forgot-password', { raw }), 400, message);
    });

    it('answers 429 with Retry-After after too many requests for one e-mail, and mails nothing more', async () => {
      const user = await createUser();
      const [, perEmail] = limits.forgotPassword('any', user.email);
      for (let attempt = 1; attempt <= perEmail!.limit; attempt += 1) {
        expect((await forgot({ email: user.email })).status).toBe(200);
      }
      const mailsBefore = smtp.mailsTo(user.email).length;
      expectRateLimited(await forgot({ email: user.email }), perEmail!.windowSeconds);
      expect(smtp.mailsTo(user.email)).toHaveLength(mailsBefore);
    });

    it('answers 429 after too many requests from one address', async () => {
      const ip = newIp();
      const [perIp] = limits.forgotPassword(ip, 'any');
      for (let attempt = 1; attempt <= perIp!.limit; attempt += 1) {
        expect((await forgot({ email: uniqueEmail('probe') }, ip)).status).toBe(200);
      }
      expectRateLimited(await forgot({ email: uniqueEmail('probe') }, ip), perIp!.windowSeconds);
    });
  });

  describe('verify-forgot-otp', () => {
    it('refuses a wrong OTP and counts the attempt', async () => {
      const user = await accountInReset();
      expectRefused(await verifyOtp({ email: user.email, otp: wrongOtp(user.otp) }), 400, 'Invalid OTP');
      expect((await resetCode(user.id))?.attempts).toBe(1);
      expect((await resetCode(user.id))?.verifiedAt).toBeNull();
    });

    it('after five wrong OTPs refuses the sixth try even when it is right', async () => {
      const user = await accountInReset();
      for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
        expectRefused(await verifyOtp({ email: user.email, otp: wrongOtp(user.otp) }), 400, 'Invalid OTP');
      }
      expectRefused(await verifyOtp({ email: user.email, otp: user.otp }), 400, 'Invalid OTP');
      expectRefused(await reset({ email: user.email, password: NEW_PASSWORD, resetToken: 'x' }), 400, 'Please verify your OTP first');
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('hands the grant to one verifier only: the same right OTP sent again gets none', async () => {
      const user = await accountInReset();
      const replies = await Promise.all([1, 2, 3].map(() => verifyOtp({ email: user.email, otp: user.otp })));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400]);
      expectRefused(await verifyOtp({ email: user.email, otp: user.otp }), 400, 'Invalid OTP');
    });

    it('counts parallel wrong guesses too: never more than five are checked against one OTP', async () => {
      const user = await accountInReset();
      const guesses = Array.from({ length: 10 }, (_, index) => String((Number(user.otp) + 1 + index) % 1_000_000).padStart(6, '0'));
      const replies = await Promise.all(guesses.map((otp) => verifyOtp({ email: user.email, otp })));
      expect(replies.map((reply) => reply.status)).toEqual(guesses.map(() => 400));
      // Only a counted try is compared, and the count stops at the limit (the next check would be the e-mail's 429).
      expect(await resetCode(user.id)).toMatchObject({ attempts: MAX_CODE_ATTEMPTS, verifiedAt: null });
    });

    it('refuses an expired OTP', async () => {
      const user = await accountInReset();
      await prisma.verificationCode.updateMany({
        where: { userId: user.id, purpose: 'PASSWORD_RESET' },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expectRefused(await verifyOtp({ email: user.email, otp: user.otp }), 400, 'Invalid OTP');
      expect((await resetCode(user.id))?.verifiedAt).toBeNull();
    });

    // What an unknown address answers is all a prober could compare with: every refusal reads and counts the same.
    it('answers a real account in reset exactly as an unknown address, try after try, until both are rate-limited', async () => {
      const user = await accountInReset();
      const unknown = uniqueEmail('nobody');
      const [, perEmail] = limits.verifyOtp('any', user.email);
      const tries = perEmail!.limit + 1;
      const answers = async (email: string) => {
        const seen: string[] = [];
        for (let attempt = 1; attempt <= tries; attempt += 1) {
          const reply = await verifyOtp({ email, otp: attempt === tries - 1 ? user.otp : wrongOtp(user.otp) });
          seen.push(`${reply.status} ${reply.body.message}`);
        }
        return seen;
      };
      const real = await answers(user.email);
      expect(await answers(unknown)).toEqual(real);
      expect(new Set(real.slice(0, -1))).toEqual(new Set(['400 Invalid OTP']));
    });

    it('answers an expired OTP as an unknown address', async () => {
      const user = await accountInReset();
      await prisma.verificationCode.updateMany({
        where: { userId: user.id, purpose: 'PASSWORD_RESET' },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const expired = await verifyOtp({ email: user.email, otp: user.otp });
      const unknown = await verifyOtp({ email: uniqueEmail('nobody'), otp: user.otp });
      expect([expired.status, expired.body.message]).toEqual([unknown.status, unknown.body.message]);
    });

    it('refuses an OTP for an e-mail that asked for none, and another account’s OTP', async () => {
      const other = await accountInReset();
      const user = await createUser();
      expectRefused(await verifyOtp({ email: user.email, otp: other.otp }), 400, 'Invalid OTP');
      expectRefused(await verifyOtp({ email: uniqueEmail('nobody'), otp: other.otp }), 400, 'Invalid OTP');
    });

    it.each([
      ['no OTP', { otp: undefined }, 'Both Email and OTP are required'],
      ['an empty OTP', { otp: '' }, 'Both Email and OTP are required'],
      ['no e-mail', { email: undefined }, 'Both Email and OTP are required'],
      ['an empty e-mail', { email: ' ' }, 'Both Email and OTP are required'],
      ['a malformed e-mail', { email: 'dilani@' }, 'Invalid email address'],
      ['a 5-digit OTP', { otp: '12345' }, 'OTP must be 6 digits'],
      ['an OTP with letters', { otp: '12a456' }, 'OTP must be 6 digits'],
    ])('refuses %s (400) without counting a try', async (_label, overrides, message) => {
      const user = await accountInReset();
      expectRefused(await verifyOtp({ email: user.email, otp: user.otp, ...overrides }), 400, message);
      expect(await resetCode(user.id)).toMatchObject({ attempts: 0, verifiedAt: null });
    });

    it.each([
      ['malformed JSON', { body: '{"email": "a@b.lk", "otp": 1', contentType: 'application/json' }, 'Malformed JSON body'],
      ['a text body', { body: '123456', contentType: 'text/plain' }, 'Content-Type must be application/json'],
    ])('refuses %s (400)', async (_label, raw, message) => {
      expectRefused(await call(verifyForgotOtp, 'POST', '/api/user/verify-forgot-otp', { raw }), 400, message);
    });

    it('answers 429 with Retry-After after too many checks for one e-mail, even for the right OTP', async () => {
      const user = await accountInReset();
      const [, perEmail] = limits.verifyOtp('any', user.email);
      // Wrong tries, all 'Invalid OTP' (five compared, the rest past the code's limit), all counted by the rate limit.
      for (let attempt = 1; attempt <= perEmail!.limit; attempt += 1) {
        expect((await verifyOtp({ email: user.email, otp: wrongOtp(user.otp) })).status).toBe(400);
      }
      expectRateLimited(await verifyOtp({ email: user.email, otp: user.otp }), perEmail!.windowSeconds);
      expect((await resetCode(user.id))?.verifiedAt).toBeNull();
    });

    it('answers 429 after too many checks from one address', async () => {
      const ip = newIp();
      const [perIp] = limits.verifyOtp(ip, 'any');
      for (let attempt = 1; attempt <= perIp!.limit; attempt += 1) {
        expect((await verifyOtp({ email: uniqueEmail('probe'), otp: '000000' }, ip)).status).toBe(400);
      }
      expectRateLimited(await verifyOtp({ email: uniqueEmail('probe'), otp: '000000' }, ip), perIp!.windowSeconds);
    });
  });

  describe('reset-password', () => {
    it('refuses a reset without any OTP', async () => {
      const user = await createUser();
      const before = await passwordHashOf(user.id);
      expectRefused(await reset({ email: user.email, password: NEW_PASSWORD }), 400, 'Please verify your OTP first');
      expect(await passwordHashOf(user.id)).toBe(before);
    });

    it('refuses a reset whose OTP was requested but not verified', async () => {
      const user = await accountInReset();
      const before = await passwordHashOf(user.id);
      expectRefused(await reset({ email: user.email, password: NEW_PASSWORD }), 400, 'Please verify your OTP first');
      expect(await passwordHashOf(user.id)).toBe(before);
      expect(smtp.lastMailTo(user.email).subject).toBe('Your Lanka Shop password reset code');
    });

    it('refuses the second reset with the same grant', async () => {
      const user = await accountInReset({ verified: true });
      expect((await reset({ email: user.email, password: NEW_PASSWORD, resetToken: user.resetToken })).status).toBe(200);
      const after = await passwordHashOf(user.id);
      expectRefused(await reset({ email: user.email, password: 'Another#Pass7', resetToken: user.resetToken }), 400, 'Please verify your OTP first');
      expect(await passwordHashOf(user.id)).toBe(after);
      expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    });

    it('refuses a reset more than 10 minutes after the OTP was verified', async () => {
      const user = await accountInReset({ verified: true });
      await prisma.verificationCode.updateMany({
        where: { userId: user.id, purpose: 'PASSWORD_RESET' },
        data: { verifiedAt: new Date(Date.now() - 11 * 60 * 1000), expiresAt: new Date(Date.now() - 60 * 1000) },
      });
      expectRefused(await reset({ email: user.email, password: NEW_PASSWORD, resetToken: user.resetToken }), 400, 'Please verify your OTP first');
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('a grant of one account does not reset another', async () => {
      const verified = await accountInReset({ verified: true });
      const other = await accountInReset({ verified: true });
      expectRefused(await reset({ email: other.email, password: NEW_PASSWORD, resetToken: verified.resetToken }), 400, 'Please verify your OTP first');
      expect(await loginStatus(other.email, other.password)).toBe(200);
    });

    it('an attacker looping reset-password without the grant gets nowhere, before or after the victim verifies', async () => {
      const victim = await accountInReset();
      const attempt = (resetToken?: string) => reset({ email: victim.email, password: 'Attacker#Pass1', resetToken });
      expectRefused(await attempt(), 400, 'Please verify your OTP first');
      const { resetToken } = (await verifyOtp({ email: victim.email, otp: victim.otp })).body.data;
      for (const guess of [undefined, '', 'x'.repeat(43), resetToken.slice(0, -1)]) {
        expectRefused(await attempt(guess), 400, 'Please verify your OTP first');
      }
      expect((await reset({ email: victim.email, password: NEW_PASSWORD, resetToken })).status).toBe(200);
      expect(await loginStatus(victim.email, NEW_PASSWORD)).toBe(200);
    });

    it('answers 429 with Retry-After after too many resets for one e-mail', async () => {
      const user = await accountInReset({ verified: true });
      const [, perEmail] = limits.resetPassword('any', user.email);
      for (let attempt = 1; attempt <= perEmail!.limit; attempt += 1) {
        expect((await reset({ email: user.email, password: NEW_PASSWORD, resetToken: 'wrong' })).status).toBe(400);
      }
      expectRateLimited(await reset({ email: user.email, password: NEW_PASSWORD, resetToken: user.resetToken }), perEmail!.windowSeconds);
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('answers 429 after too many resets from one address', async () => {
      const ip = newIp();
      const [perIp] = limits.resetPassword(ip, 'any');
      const resetFrom = (json: unknown) => call(resetPassword, 'POST', '/api/user/reset-password', { json, ip });
      for (let attempt = 1; attempt <= perIp!.limit; attempt += 1) {
        expect((await resetFrom({ email: uniqueEmail('probe'), password: NEW_PASSWORD, resetToken: 'x' })).status).toBe(400);
      }
      expectRateLimited(await resetFrom({ email: uniqueEmail('probe'), password: NEW_PASSWORD, resetToken: 'x' }), perIp!.windowSeconds);
    });

    describe('refuses a bad new password with the rules in order (400), keeping the password and the verified OTP', () => {
      it.each([
        ['no fields', { email: undefined, password: undefined }, 'Both fields are required'],
        ['no e-mail', { email: undefined }, 'Both fields are required'],
        ['no password', { password: undefined }, 'Both fields are required'],
        ['an empty password', { password: '' }, 'Both fields are required'],
        ['a short password breaking every rule', { password: 'abc' }, 'Password must be at least 8 characters long'],
        ['a 7-character password', { password: 'Ab1!xyz' }, 'Password must be at least 8 characters long'],
        ['no upper-case letter, digit or special', { password: 'abcdefgh' }, 'Password must include at least one uppercase letter'],
        ['no upper-case letter', { password: 'fresh$start99' }, 'Password must include at least one uppercase letter'],
        ['no digit or special', { password: 'FreshStart' }, 'Password must include at least one number'],
        ['no digit', { password: 'Fresh$Start' }, 'Password must include at least one number'],
        ['no special character', { password: 'FreshStart99' }, 'Password must include at least one special character'],
        ['a special character outside the list', { password: 'Fresh_Start99' }, 'Password must include at least one special character'],
        ['a confirmation that differs', { confirmPassword: `${NEW_PASSWORD}!` }, 'Passwords do not match'],
      ])('%s', async (_label, overrides, message) => {
        const user = await accountInReset({ verified: true });
        const before = await passwordHashOf(user.id);
        const reply = await reset({ email: user.email, password: NEW_PASSWORD, confirmPassword: undefined, resetToken: user.resetToken, ...overrides });
        expectRefused(reply, 400, message);
        expect(await passwordHashOf(user.id)).toBe(before);
        expect((await resetCode(user.id))?.verifiedAt).not.toBeNull();
        expect(smtp.lastMailTo(user.email).subject).toBe('Your Lanka Shop password reset code');
      });

      it.each([
        ['malformed JSON', { body: '{"email":"x@y.lk","password":', contentType: 'application/json' }, 'Malformed JSON body'],
        ['a form body', { body: 'password=Fresh%24Start99', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
      ])('%s', async (_label, raw, message) => {
        expectRefused(await call(resetPassword, 'POST', '/api/user/reset-password', { raw }), 400, message);
      });
    });
  });
});
