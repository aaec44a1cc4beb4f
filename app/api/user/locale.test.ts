import { describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@/lib/i18n/request-locale';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, createUserAndLogIn, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { TEST_APP_URL } from '@/tests/env';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as login } from './login/route';
import { POST as register } from './register/route';
import { PUT as updateUser } from './update-user/route';
import { POST as verifyEmail } from './verify-email/route';

/**
 * The shopper's language (users.locale): the browser's API client names the page's language in X-Shop-Locale; register,
 * login and the profile update store it, and the account mails are written in it. The replies never change.
 */

const { prisma, smtp } = await setupAccountsTest();

const localeHeader = (value?: string): Record<string, string> => (value === undefined ? {} : { [LOCALE_HEADER]: value });
const localeOf = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id }, select: { locale: true } })).locale;
const setLocale = (id: string, locale: string) => prisma.user.update({ where: { id }, data: { locale } });

function registration(header?: string) {
  const email = uniqueEmail('language');
  const json = { name: 'Nimal Perera', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
  return call(register, 'POST', '/api/user/register', { json, headers: localeHeader(header) }).then((reply) => ({ email, reply }));
}

const REGISTERED = 'Registration successful. Please check your email to verify your account.';

describe('POST /api/user/register', () => {
  it('stores the page language and mails the verification link in it, under the Sinhala address; the reply stays English', async () => {
    const { email, reply } = await registration('si');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(REGISTERED);
    expect(await localeOf(reply.body.data._id)).toBe('si');

    const mail = smtp.lastMailTo(email);
    expect(mail.subject).toBe('Lanka Shop සඳහා ඔබේ විද්‍යුත් තැපෑල තහවුරු කරන්න');
    expect(mail.text).toContain('ආයුබෝවන් Nimal Perera,');
    expect(mail.text).toContain(`${TEST_APP_URL}/si/verify-email?code=`);
    expect(mail.text).not.toMatch(/Hello|Welcome|Please/);
    // The link works like the English one.
    const verified = await call(verifyEmail, 'POST', '/api/user/verify-email', { json: { code: smtp.verificationCodeFor(email) } });
    expect(verified.status).toBe(200);
  });

  it('writes Tamil for a Tamil page', async () => {
    const { email, reply } = await registration('ta');
    expect(await localeOf(reply.body.data._id)).toBe('ta');
    expect(smtp.lastMailTo(email).text).toContain('வணக்கம் Nimal Perera,');
  });

  it.each([
    ['no header', undefined],
    ['another language', 'fr'],
    ['a language the shop has not, spelt like a region', 'si-LK'],
    ['an empty header', ''],
  ])('%s: English, as before', async (_case, header) => {
    const { email, reply } = await registration(header);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(REGISTERED);
    expect(await localeOf(reply.body.data._id)).toBe('en');
    const mail = smtp.lastMailTo(email);
    expect(mail.subject).toBe('Verify your e-mail for Lanka Shop');
    expect(mail.text).toContain('Hello Nimal Perera,');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email?code=`);
  });
});

describe('POST /api/user/login', () => {
  const logIn = (user: { email: string; password: string }, header?: string, password = user.password) =>
    call(login, 'POST', '/api/user/login', { json: { email: user.email, password }, headers: localeHeader(header) });

  it('stores the language of the page logged in from; the reply is the same', async () => {
    const user = await createUser();
    const reply = await logIn(user, 'ta');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Login successful');
    expect(await localeOf(user.id)).toBe('ta');
    expect((await logIn(user, 'en')).status).toBe(200);
    expect(await localeOf(user.id)).toBe('en');
  });

  it('leaves the language alone without a header, with an invalid one, and on a wrong password', async () => {
    const user = await createUser();
    await setLocale(user.id, 'si');
    expect((await logIn(user)).status).toBe(200);
    expect((await logIn(user, 'xx')).status).toBe(200);
    expect((await logIn(user, 'TA')).status).toBe(200);
    expect((await logIn(user, 'ta', 'Wrong#Password1')).status).toBe(401);
    expect(await localeOf(user.id)).toBe('si');
  });

  it('an unverified login mails the fresh link in the page language', async () => {
    const user = await createUser({ verified: false });
    const reply = await logIn(user, 'si');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Please verify your email before logging in. We have sent you a new verification link.');
    expect(await localeOf(user.id)).toBe('si');
    expect(smtp.lastMailTo(user.email).text).toContain(`${TEST_APP_URL}/si/verify-email?code=`);
  });
});

describe('PUT /api/user/update-user', () => {
  const update = (token: string, header?: string) => {
    const form = new FormData();
    form.set('name', 'Chamari Athapaththu');
    return call(updateUser, 'PUT', '/api/user/update-user', { token, form, headers: localeHeader(header) });
  };

  it('stores the page language with the profile; none or an invalid one changes nothing', async () => {
    const user = await createUserAndLogIn();
    const reply = await update(user.token, 'si');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Profile updated successfully');
    expect(await localeOf(user.id)).toBe('si');
    expect((await update(user.token)).status).toBe(200);
    expect((await update(user.token, 'de')).status).toBe(200);
    expect(await localeOf(user.id)).toBe('si');
  });
});

describe('the password reset code', () => {
  const forgot = (email: string, header?: string) =>
    call(forgotPassword, 'POST', '/api/user/forgot-password', { json: { email }, headers: localeHeader(header) });

  it("is mailed in the account's language, with the code", async () => {
    const user = await createUser();
    await setLocale(user.id, 'si');
    expect((await forgot(user.email)).status).toBe(200);
    const mail = smtp.lastMailTo(user.email);
    expect(mail.subject).toBe('ඔබේ Lanka Shop මුරපදය යළි සැකසීමේ කේතය');
    expect(mail.text).toMatch(/ඔබේ එක් වරක් පමණක් භාවිත කළ හැකි කේතය \d{6} වේ\./);
    expect(mail.text).toContain(smtp.otpFor(user.email));
    expect(mail.text).not.toContain('one-time code');
  });

  it('stays English for an English account, whatever page asked', async () => {
    const user = await createUser();
    expect((await forgot(user.email, 'ta')).status).toBe(200);
    const mail = smtp.lastMailTo(user.email);
    expect(mail.subject).toBe('Your Lanka Shop password reset code');
    expect(mail.text).toMatch(/Your one-time code is (\d{6})\./);
  });
});

describe('users.locale', () => {
  it('is English by default and holds only the shop languages', async () => {
    const user = await createUser();
    expect(await localeOf(user.id)).toBe('en');
    await expect(setLocale(user.id, 'fr')).rejects.toThrow(/users_locale_check|check/i);
    expect(await localeOf(user.id)).toBe('en');
  });
});
