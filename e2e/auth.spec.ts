import { expect, type Page, type Response } from '@playwright/test';
import { test } from './support/test';
import {
  codeOfLink,
  newAccount,
  RESET_OTP,
  registerAccount,
  submitLoginForm,
  VERIFICATION_LINK,
  type TestAccount,
} from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { countMails, readFromMail } from './support/mailbox';
import { accountDetail, countRequests, expectRed, expectToast, holdRequests } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/** The reply to the browser's next POST to `path`. */
function nextPost(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );
}

/**
 * Waits for the page to move to `url` and checks it waited about `delayMs` after `since` (the pauses so
 * the shopper can read the message). Only a lower bound, with room for the test's own clock: an upper bound
 * would make the test depend on the machine's speed; the expect timeout bounds it anyway.
 */
async function expectMovedAfter(page: Page, url: string, since: number, delayMs: number) {
  await expect(page).toHaveURL(url);
  expect(Date.now() - since, `moved to ${url} only after the ${delayMs} ms pause`).toBeGreaterThanOrEqual(delayMs - 400);
}

async function expectDashboardOf(page: Page, account: Pick<TestAccount, 'name' | 'email'>) {
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  await expect(accountDetail(page, 'Role')).toHaveText('User');
  await expect(accountDetail(page, 'E-mail')).toHaveText(account.email);
  await expect(accountDetail(page, 'Mobile')).toHaveText('Not provided');
  await expect(accountDetail(page, 'Status')).toHaveText('Active');
}

test.describe('register and verify the e-mail', () => {
  test('register, open the link from the mail, see it verified, go to /login after 2 s, log in to the dashboard', async ({
    page,
  }) => {
    const account = newAccount('Register');

    await page.goto('/register');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    const form = page.getByRole('main');
    await form.getByLabel('Name', { exact: true }).fill(account.name);
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    const registered = nextPost(page, '/api/user/register');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await registered).status()).toBe(201);
    const registeredAt = Date.now();
    await expectToast(page, 'Registration successful. Please check your email to verify your account.', 'success');
    // Register, then login after 1 s.
    await expectMovedAfter(page, '/login', registeredAt, 1000);

    // The mail: addressed to the new account, greeting it by name, with a link to /verify-email?code=...
    expect(await readFromMail(account.email, /^Subject: (.*)$/m)).toBe('Verify your e-mail for Lanka Shop');
    expect(await readFromMail(account.email, /(Hello [^,\n]+,)/)).toBe(`Hello ${account.name},`);
    const code = codeOfLink(await readFromMail(account.email, VERIFICATION_LINK));
    expect(code).toMatch(/^[\w-]{20,}$/);

    const verified = nextPost(page, '/api/user/verify-email');
    await page.goto(`/verify-email?code=${encodeURIComponent(code)}`);
    expect((await verified).status()).toBe(200);
    const verifiedAt = Date.now();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Email verified successfully');
    await expectMovedAfter(page, '/login', verifiedAt, 2000);

    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expectToast(page, 'Login successful', 'success');
    await expectDashboardOf(page, account);
    // The header now offers the account instead of Login and Register.
    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(mainNav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('an empty register form in Sinhala says "all fields are required" once; an invalid e-mail stays under its field', async ({
    page,
  }) => {
    const allRequired = 'සියලු ක්ෂේත්‍ර පිරවිය යුතුය';
    await page.goto('/si/register');
    await waitForHydration(page);
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'ලියාපදිංචි වන්න', exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: allRequired })).toBeVisible();
    await expect(form.getByText(allRequired, { exact: true })).toHaveCount(1);
    await expect(form.getByLabel('නම', { exact: true })).toHaveAccessibleDescription(allRequired);

    await form.getByLabel('විද්‍යුත් තැපෑල', { exact: true }).fill('not-an-address');
    await form.getByRole('button', { name: 'ලියාපදිංචි වන්න', exact: true }).click();
    await expect(form.getByText(allRequired, { exact: true })).toHaveCount(1);
    await expect(form.getByLabel('විද්‍යුත් තැපෑල', { exact: true })).toHaveAccessibleDescription('වලංගු නොවන විද්‍යුත් තැපැල් ලිපිනයකි');
  });

  test('/verify-email without a code says the link is missing and offers no resend', async ({ page }) => {
    const verifyCalls = countRequests(page, '/api/user/verify-email');
    await page.goto('/verify-email');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Verification link is missing!');
    await expect(main.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(verifyCalls()).toBe(0);
  });

  test('/verify-email with a bad code says the link is invalid; Resend Verification Email reloads the page', async ({
    page,
  }) => {
    const verified = nextPost(page, '/api/user/verify-email');
    await page.goto('/verify-email?code=not-a-real-code');
    expect((await verified).status()).toBe(400);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Invalid or expired link');
    await expectRed(main.getByRole('alert'));
    const resend = main.getByRole('button', { name: 'Resend Verification Email' });
    await expect(resend).toBeVisible();

    // The control only reloads the page, which tries the same link again.
    await waitForHydration(page);
    const reloaded = page.waitForEvent('load');
    const triedAgain = nextPost(page, '/api/user/verify-email');
    await resend.click();
    await reloaded;
    expect((await triedAgain).status()).toBe(400);
    await expect(page).toHaveURL('/verify-email?code=not-a-real-code');
    await expect(main.getByRole('alert')).toHaveText('Invalid or expired link');
  });
});

test.describe('login', () => {
  test('login before verification is refused and mails a new link; a wrong password is refused; verified, login works', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Unverified', { verified: false });
    const mailsBefore = await countMails(account.email);
    expect(mailsBefore).toBe(1);

    await page.goto('/login');
    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expectToast(
      page,
      'Please verify your email before logging in. We have sent you a new verification link.',
      'error',
    );
    await expect(page).toHaveURL('/login');

    // A fresh link arrived by mail.
    const newCode = codeOfLink(await readFromMail(account.email, VERIFICATION_LINK, mailsBefore));

    await submitLoginForm(page, { email: account.email, password: `${account.password}x` });
    await expectToast(page, 'Invalid email or password', 'error');
    await expect(page).toHaveURL('/login');

    await page.goto(`/verify-email?code=${encodeURIComponent(newCode)}`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Email verified successfully');
    await expect(page).toHaveURL('/login');

    await waitForHydration(page);
    await submitLoginForm(page, { email: account.email, password: `${account.password}x` });
    await expectToast(page, 'Invalid email or password', 'error');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toHaveValue(`${account.password}x`);

    await submitLoginForm(page, account);
    await expectToast(page, 'Login successful', 'success');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  });

  test('the login form shows and hides the password, asks for both fields and links to recovery and register', async ({
    page,
  }) => {
    const loginCalls = countRequests(page, '/api/user/login');
    await page.goto('/login');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    const password = main.getByLabel('Password', { exact: true });
    await password.fill('Secret-Pass1!');
    await expect(password).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret-Pass1!');
    await main.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(main.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(password).toHaveValue('Secret-Pass1!');

    await password.fill('');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email and password are required');
    await expect(password).toHaveAccessibleDescription('Email and password are required');
    await expectRed(main.getByText('Email and password are required').first());
    expect(loginCalls()).toBe(0);

    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(main.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register');
  });

  test('an ADMIN logging in from /login lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await submitLoginForm(page, E2E_ADMIN);
    await expectToast(page, 'Login successful', 'success');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Static Data' })).toBeVisible();
    const adminMenu = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminMenu.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/admin');
  });
});

test.describe('password recovery', () => {
  test('forgot password: OTP by mail, OTP check, reset with the password rules, then only the new password works', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Recovery');
    const newPassword = `New-${account.password}`;
    const mailsBefore = await countMails(account.email);

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');

    // Send OTP: a full-screen spinner while the request is in flight.
    await main.getByLabel('Email', { exact: true }).fill(account.email);
    const releaseForgot = await holdRequests(page, '**/api/user/forgot-password');
    await main.getByRole('button', { name: 'Send OTP' }).click();
    // The overlay's live region holds the full-screen layer while the request is in flight.
    await expect(main.getByRole('status').getByText('Sending OTP...', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    releaseForgot();
    await expectToast(page, 'OTP sent to your email', 'success');
    await expect(page).toHaveURL('/verify-forgot-otp');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

    const otp = await readFromMail(account.email, RESET_OTP, mailsBefore);
    expect(otp).toMatch(/^\d{6}$/);
    expect(await readFromMail(account.email, /^Subject: (.*)$/m, mailsBefore)).toBe('Your Lanka Shop password reset code');

    const otpField = main.getByLabel('OTP', { exact: true });
    await otpField.fill(otp === '000000' ? '111111' : '000000');
    await main.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, 'Invalid OTP', 'error', { contrast: true });
    await expect(page).toHaveURL('/verify-forgot-otp');

    await otpField.fill(otp);
    await main.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, 'OTP verified successfully', 'success');
    await expect(page).toHaveURL('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

    // The rules, inline in red, one at a time in their order; none of these reaches the server.
    const resetCalls = countRequests(page, '/api/user/reset-password');
    const password = main.getByLabel('New password', { exact: true });
    const confirm = main.getByLabel('Confirm password', { exact: true });
    const resetButton = main.getByRole('button', { name: 'Reset Password' });
    await resetButton.click();
    await expect(password).toHaveAccessibleDescription('Both fields are required');
    await expect(confirm).toHaveAccessibleDescription('Both fields are required');
    for (const [weak, message] of [
      ['Ab1!', 'Password must be at least 8 characters long'],
      ['abcdefg1!', 'Password must include at least one uppercase letter'],
      ['Abcdefgh!', 'Password must include at least one number'],
      ['Abcdefgh1', 'Password must include at least one special character'],
    ] as const) {
      await password.fill(weak);
      await confirm.fill(weak);
      await resetButton.click();
      await expect(password).toHaveAccessibleDescription(message);
      await expectRed(main.getByText(message, { exact: true }));
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    }
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}?`);
    await resetButton.click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expectRed(main.getByText('Passwords do not match', { exact: true }));
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(resetCalls()).toBe(0);

    // Show/hide on both fields.
    await main.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await confirm.fill(newPassword);
    const releaseReset = await holdRequests(page, '**/api/user/reset-password');
    const reset = nextPost(page, '/api/user/reset-password');
    await resetButton.click();
    await expect(main.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    releaseReset();
    expect((await reset).status()).toBe(200);
    // The page sent the grant the OTP step received, not just the e-mail.
    expect((await reset).request().postDataJSON()).toMatchObject({ email: account.email, resetToken: expect.stringMatching(/^[\w-]{43}$/) });
    const resetAt = Date.now();
    // The page's own message goes with the page 1.5 s later, so it is read first; the toast outlives the move.
    await expect(main.getByRole('status')).toContainText('Password reset successfully');
    await expectToast(page, 'Password reset successfully', 'success');
    await expectMovedAfter(page, '/login', resetAt, 1500);

    // The owner is told by mail.
    expect(await readFromMail(account.email, /^Subject: (.*)$/m, mailsBefore + 1)).toBe('Your Lanka Shop password was changed');

    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expectToast(page, 'Invalid email or password', 'error');
    await expect(page).toHaveURL('/login');
    await submitLoginForm(page, { email: account.email, password: newPassword });
    await expectToast(page, 'Login successful', 'success');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  });

  test('/reset-password opened directly says no email was found and returns to /forgot-password', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No email found. Please request OTP again.');
    await expect(page.getByRole('main').getByLabel('New password')).toHaveCount(0);
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  });

  test('/verify-forgot-otp opened directly goes back to /forgot-password', async ({ page }) => {
    await page.goto('/verify-forgot-otp');
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  });
});
