import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFromMail } from './mailbox';

/**
 * Test accounts of the browser tests. Every test makes its own (unique e-mail and name), so tests never share
 * data and can run in any order, in parallel.
 *
 * Mind the register limit (lib/auth/limits.ts): 10 registrations per client address per hour, and every test
 * comes from 127.0.0.1, so the whole e2e run may register at most 10 accounts. Reuse E2E_ADMIN where a test
 * only needs an admin, and register only where a test needs an account of its own.
 */
export type TestAccount = { name: string; email: string; password: string };

/** The verification link of the mail that registration (or a login before verification) sends. */
export const VERIFICATION_LINK = /(https?:\/\/\S+\/verify-email\?code=[\w-]+)/;
/** The 6-digit code of the password-reset mail. */
export const RESET_OTP = /Your one-time code is (\d{6})\./;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `length` random lower-case letters (names allow only letters and spaces). */
function randomLetters(length: number): string {
  return [...randomBytes(length)].map((byte) => LETTERS[byte % LETTERS.length]).join('');
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A fresh, unused identity: `label` says which test it belongs to (letters only). */
export function newAccount(label: string): TestAccount {
  const suffix = randomLetters(8);
  return {
    name: `${capitalised(label)} ${capitalised(suffix)}`,
    email: `e2e-${label.toLowerCase()}-${suffix}@example.lk`,
    password: `Shop-${suffix}-Pass1!`,
  };
}

/** The code of a verification link, after checking that the link leads to /verify-email. */
export function codeOfLink(link: string): string {
  const url = new URL(link);
  expect(url.pathname).toBe('/verify-email');
  return url.searchParams.get('code')!;
}

/**
 * Registers a new account over the API (POST /api/user/register is public: no session, so no CSRF token) and,
 * unless `verified` is false, verifies its e-mail with the code from the mail it was sent.
 */
export async function registerAccount(
  request: APIRequestContext,
  label: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestAccount> {
  const account = newAccount(label);
  const registered = await request.post('/api/user/register', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (verified) {
    const code = codeOfLink(await readFromMail(account.email, VERIFICATION_LINK));
    const verifiedReply = await request.post('/api/user/verify-email', { data: { code } });
    expect(verifiedReply.status(), await verifiedReply.text()).toBe(200);
  }
  return account;
}

/**
 * Logs the page's browser context in over the API: the reply sets the session cookie (and the CSRF cookie) in
 * the context's cookie jar, which page.request shares with the browser.
 */
export async function logInOverApi(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const reply = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Fills and submits the /login form (the page must be on /login and hydrated). */
export async function submitLoginForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}
