import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi, registerAccount, submitLoginForm } from './support/accounts';
import { accountDetail, expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });


test.describe('route guards', () => {
  test('a guest opening /dashboard/profile goes to /login and returns there after logging in', async ({ page, request }) => {
    const account = await registerAccount(request, 'Guest');

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard%2Fprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expectToast(page, 'Login successful', 'success');
    await expect(page).toHaveURL('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByLabel('Name', { exact: true })).toHaveValue(account.name);
  });

  test('a callbackUrl that leaves the site once its language is removed lands on /dashboard', async ({ page, request }) => {
    const account = await registerAccount(request, 'Guest');
    await page.goto(`/login?callbackUrl=${encodeURIComponent('/si//evil.example/phish')}`);
    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a guest opening /dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a verified USER opening /admin sees "Access denied! Admins only." and lands on /', async ({ page, request }) => {
    const account = await registerAccount(request, 'Shopper');
    await logInOverApi(page, account);

    await page.goto('/admin');
    await expectToast(page, 'Access denied! Admins only.', 'error');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Our Shop' })).toBeVisible();

    // Any admin section, not only the area's first page.
    await page.goto('/admin/users');
    await expectToast(page, 'Access denied! Admins only.', 'error');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('signed-in account', () => {
  test('profile: change the name and mobile, see the success toast, and a reload shows the new values', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Profile');
    await logInOverApi(page, account);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
    await expect(accountDetail(page, 'Mobile')).toHaveText('Not provided');
    await accountMenu(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/dashboard/profile');
    await waitForHydration(page);

    const main = page.getByRole('main');
    const name = main.getByLabel('Name', { exact: true });
    const mobile = main.getByLabel('Mobile (optional)');
    await expect(name).toHaveValue(account.name);
    await expect(mobile).toHaveValue('');
    await expect(main.getByText(account.email, { exact: true })).toBeVisible();

    const newName = `Renamed ${account.name.split(' ')[1]}`;
    await name.fill(newName);
    await mobile.fill('+94 77 123 4567');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile updated successfully', 'success', { contrast: true });
    await expect(main.getByRole('button', { name: 'Save changes' })).toBeEnabled();

    await page.reload();
    await expect(name).toHaveValue(newName);
    await expect(mobile).toHaveValue('+94 77 123 4567');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${newName}` })).toBeVisible();
    await expect(accountDetail(page, 'Mobile')).toHaveText('+94 77 123 4567');
    await expect(accountDetail(page, 'E-mail')).toHaveText(account.email);
  });

  test('settings: Change password goes to /forgot-password; Delete account asks, Cancel keeps it, confirm deletes and signs out', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Settings');
    await logInOverApi(page, account);

    await page.goto('/dashboard/settings');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

    // Delete account: asks first; Cancel keeps the account.
    await page.goBack();
    await expect(page).toHaveURL('/dashboard/settings');
    await waitForHydration(page);
    const deleteButton = main.getByRole('button', { name: 'Delete account' });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('It cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(page).toHaveURL('/dashboard/settings');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();

    // Confirm: deleted, signed out, sent to /login; the old session no longer opens the dashboard.
    await page.goto('/dashboard/settings');
    await waitForHydration(page);
    const sessionCookies = await page.context().cookies();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted', 'success');
    await expect(page).toHaveURL('/login');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');
    // Even the session cookie kept from before the deletion opens nothing.
    await page.context().addCookies(sessionCookies);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');

    await waitForHydration(page);
    await submitLoginForm(page, account);
    await expectToast(page, 'Invalid email or password', 'error');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');
  });

  test('logout from the dashboard ends the session and goes to /login; /dashboard then redirects to /login', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Logout');
    await logInOverApi(page, account);

    await page.goto('/dashboard');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    const sessionCookies = await page.context().cookies();

    await accountMenu(page).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully!', 'success');
    await expect(page).toHaveURL('/login');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');

    // The token itself is revoked: putting the old cookie back does not sign the browser in again.
    await page.context().addCookies(sessionCookies);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?callbackUrl=%2Fdashboard');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});
