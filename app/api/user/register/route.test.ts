import { describe, expect, it } from 'vitest';
import { limits } from '@/lib/auth/limits';
import { NAME_MESSAGE } from '@/lib/users/schemas';
import { setupAccountsTest } from '@/tests/accounts';
import { call, expectRefused, logIn, newIp, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { TEST_APP_URL } from '@/tests/env';
import { POST as verifyEmail } from '../verify-email/route';
import { POST } from './route';

const { prisma, smtp } = await setupAccountsTest();

const register = (json: unknown, ip?: string) => call(POST, 'POST', '/api/user/register', { json, ip });
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nimal Perera',
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  ...overrides,
});

describe('POST /api/user/register', () => {
  it('creates an unverified USER account and answers 201 with the public user only', async () => {
    const input = valid({ name: '  Kamala   Silva ', email: `Kamala.${Date.now()}@Example.COM` });
    const reply = await register(input);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Registration successful. Please check your email to verify your account.',
      data: {
        _id: expect.any(String),
        name: 'Kamala Silva',
        email: input.email.toLowerCase(),
        mobile: null,
        avatar: null,
        role: 'USER',
        status: 'ACTIVE',
        emailVerified: false,
        createdAt: expect.any(String),
        lastLoginAt: null,
      },
    });
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect(stored.email).toBe(input.email.toLowerCase());
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(stored.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['Sinhala', 'තරුෂි පෙරේරා'],
    ['Tamil', 'குமார் ராஜா'],
    ['initials', 'W. A. Perera'],
    ['a hyphen', 'Fathima Al-Rizwan'],
    ['an apostrophe', "Dilani D'Silva"],
  ])('registers a name in %s (%s) and stores it as typed', async (_label, name) => {
    const reply = await register(valid({ name }));
    expect(reply.status).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: reply.body.data._id } })).name).toBe(name);
  });

  it('stores a decomposed (NFD) name in its composed form (NFC)', async () => {
    const reply = await register(valid({ name: 'Sene\u0301viratne'.normalize('NFD') }));
    expect(reply.status).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: reply.body.data._id } })).name).toBe('Senéviratne');
  });

  it('accepts a registration without confirmPassword (API clients)', async () => {
    const input: Record<string, unknown> = valid();
    delete input.confirmPassword;
    const reply = await register(input);
    expect(reply.status).toBe(201);
  });

  it('mails a link to APP_URL/verify-email?code=… through SMTP, and that code verifies the account', async () => {
    const input = valid();
    const reply = await register(input);
    expect(reply.status).toBe(201);

    const mail = smtp.lastMailTo(input.email);
    expect(mail.subject).toBe('Verify your e-mail for Lanka Shop');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email?code=`);
    const code = smtp.verificationCodeFor(input.email);
    // The stored code is only a hash of what was mailed.
    const stored = await prisma.verificationCode.findFirstOrThrow({ where: { userId: reply.body.data._id } });
    expect(stored.codeHash).not.toContain(code);

    const verified = await call(verifyEmail, 'POST', '/api/user/verify-email', { json: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Email verified successfully' });
    const session = await logIn(input.email);
    expect(session.token).toEqual(expect.any(String));
  });

  describe('refuses bad input with the form message and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an empty object', { name: undefined, email: undefined, password: undefined, confirmPassword: undefined }, 'All fields are required'],
      ['a missing name', { name: undefined }, 'All fields are required'],
      ['a blank name', { name: '   ' }, 'All fields are required'],
      ['a missing e-mail', { email: undefined }, 'All fields are required'],
      ['a blank e-mail', { email: '' }, 'All fields are required'],
      ['a missing password', { password: undefined, confirmPassword: undefined }, 'All fields are required'],
      ['a name that is not text', { name: 12345 }, 'All fields are required'],
      ['a one-letter name', { name: 'N' }, NAME_MESSAGE],
      ['a name with digits', { name: 'Nimal 2' }, NAME_MESSAGE],
      ['a name with symbols', { name: 'Nimal<script>' }, NAME_MESSAGE],
      ['a 51-letter name', { name: 'N'.repeat(51) }, NAME_MESSAGE],
      ['a name with an emoji', { name: 'Nimal 😀' }, NAME_MESSAGE],
      ['a name of punctuation only', { name: ". - '" }, NAME_MESSAGE],
      ['an e-mail without a domain', { email: 'nimal@' }, 'Invalid email address'],
      ['an e-mail without an @', { email: 'nimal.example.com' }, 'Invalid email address'],
      ...(
        [
          ['a 7-character password', 'Ab1!xyz'],
          ['a password without an upper-case letter', 'lanka#shop2024'],
          ['a password without a lower-case letter', 'LANKA#SHOP2024'],
          ['a password without a digit', 'Lanka#ShopShop'],
          ['a password without a special character', 'LankaShop2024'],
        ] as const
      ).map(([label, password]): [string, Record<string, unknown>, string] => [
        label,
        { password, confirmPassword: password },
        'Password must be at least 8 chars, include uppercase, lowercase, number & special char',
      ]),
      ['a confirmation that differs', { confirmPassword: `${STRONG_PASSWORD}x` }, 'Passwords do not match'],
    ];

    it.each(cases)('%s', async (_label, overrides, message) => {
      const input = valid(overrides);
      const usersBefore = await prisma.user.count();
      const mailsBefore = smtp.mails.length;
      const reply = await register(input);
      expectRefused(reply, 400, message);
      expect(await prisma.user.count()).toBe(usersBefore);
      expect(smtp.mails.length).toBe(mailsBefore);
    });

    it.each([
      ['malformed JSON', { body: '{"name": "Nimal", ', contentType: 'application/json' }, 'Malformed JSON body'],
      ['a form body', { body: 'name=Nimal', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
      ['a text body', { body: 'hello', contentType: 'text/plain' }, 'Content-Type must be application/json'],
    ])('%s (400)', async (_label, raw, message) => {
      const usersBefore = await prisma.user.count();
      const reply = await call(POST, 'POST', '/api/user/register', { raw });
      expectRefused(reply, 400, message);
      expect(await prisma.user.count()).toBe(usersBefore);
    });

    const notAnObject = [
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"Nimal"'],
    ];

    it.each(notAnObject)('a JSON body that is %s (400)', async (_label, body) => {
      const usersBefore = await prisma.user.count();
      const reply = await call(POST, 'POST', '/api/user/register', { raw: { body, contentType: 'application/json' } });
      expectRefused(reply, 400);
      expect(await prisma.user.count()).toBe(usersBefore);
    });

    it('a JSON body that is not an object gets the form message, not a parser message', async () => {
      for (const [, body] of notAnObject) {
        const reply = await call(POST, 'POST', '/api/user/register', { raw: { body: body!, contentType: 'application/json' } });
        expect(reply.body.message).toBe('All fields are required');
      }
    });
  });

  it('refuses an e-mail that is already registered, in any letter case (409), keeping the first account', async () => {
    const first = valid();
    expect((await register(first)).status).toBe(201);
    const before = await prisma.user.findUniqueOrThrow({ where: { email: first.email } });
    const mailsBefore = smtp.mails.length;

    const again = await register(valid({ name: 'Other Person', email: first.email.toUpperCase() }));
    expectRefused(again, 409, 'Email already registered');
    expect(await prisma.user.findUniqueOrThrow({ where: { email: first.email } })).toEqual(before);
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('answers 429 with a message and Retry-After once an address passes its hourly limit', async () => {
    const ip = newIp();
    const [rule] = limits.register(ip, 'any');
    for (let attempt = 1; attempt <= rule!.limit; attempt += 1) {
      expect((await register(valid(), ip)).status).toBe(201);
    }
    const blocked = valid();
    const reply = await register(blocked, ip);
    expectRefused(reply, 429, 'Too many attempts. Please try again in 60 minutes.');
    const retryAfter = Number(reply.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule!.windowSeconds);
    expect(await prisma.user.findUnique({ where: { email: blocked.email } })).toBeNull();

    // Another address is not affected.
    expect((await register(valid())).status).toBe(201);
  });

  it('answers 429 once one e-mail passes its hourly limit, whatever address the tries come from', async () => {
    const taken = valid();
    const [, perEmail] = limits.register('any', taken.email);
    expect((await register(taken, newIp())).status).toBe(201);
    // Refused duplicates count as attempts too (they probe for accounts).
    for (let attempt = 2; attempt <= perEmail!.limit; attempt += 1) {
      expect((await register(valid({ email: taken.email }), newIp())).status).toBe(409);
    }
    expectRefused(await register(valid({ email: taken.email }), newIp()), 429, 'Too many attempts. Please try again in 60 minutes.');
  });
});
