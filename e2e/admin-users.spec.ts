import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi, registerAccount } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { expectGreen, expectGrey, expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/** A row's action button, named by its visible label and the user's (visually hidden) name. */
const actionName = (action: string, userName: string) => `${action}: ${userName}`;

test('User Management: a new user is listed, made ADMIN and back, kept on Cancel and deleted on confirmation', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // Needs no verified e-mail: the admin manages every account.
  const account = await registerAccount(request, 'Managed', { verified: false });
  await logInOverApi(page, E2E_ADMIN);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await waitForHydration(page);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Avatar', 'Name', 'Email', 'Mobile', 'Role', 'Actions']);

  const row = table.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(account.name);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Not provided');
  const roleBadge = row.getByRole('cell').nth(3);
  await expect(roleBadge).toHaveText('User');
  await expectGrey(roleBadge.locator('span'));

  // USER → ADMIN: green badge.
  await row.getByRole('button', { name: actionName('Make admin', account.name) }).click();
  await expectToast(page, 'User role updated', 'success');
  await expect(roleBadge).toHaveText('Admin');
  await expectGreen(roleBadge.locator('span'));
  // ADMIN → USER: grey again.
  await row.getByRole('button', { name: actionName('Make user', account.name) }).click();
  await expectToast(page, 'User role updated', 'success');
  await expect(roleBadge).toHaveText('User');
  await expectGrey(roleBadge.locator('span'));
  await expect(row.getByRole('button', { name: actionName('Make admin', account.name) })).toBeEnabled();

  // Delete asks first; Cancel keeps the user.
  const deleteButton = row.getByRole('button', { name: actionName('Delete', account.name) });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${account.name} (${account.email}) loses their account`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(row).toHaveCount(1);

  // Confirm: deleted, gone from the list, also after a reload.
  await waitForHydration(page);
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expectToast(page, 'User deleted successfully', 'success');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'User pages' })).toContainText('Page 1 of');
  await expect(row).toHaveCount(0);

  // The account is really gone: its e-mail and password no longer log in. A new request context, so no kept-alive
  // connection from the start of the test (idle past the server's keep-alive timeout) can be reset under the request.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/user/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
  expect((await login.json()).message).toBe('Invalid email or password');
  await api.dispose();
});

test("User Management: the admin's own row is marked and offers no role change or delete", async ({ page }) => {
  await logInOverApi(page, E2E_ADMIN);
  // Found by e-mail: the admin joined first, so on a busy shop their row is not on the first page.
  await page.goto(`/admin/users?search=${encodeURIComponent(E2E_ADMIN.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  const ownRow = page.getByRole('table').getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByRole('rowheader')).toContainText('You');
  await expect(ownRow.getByRole('cell').nth(3)).toHaveText('Admin');
  await expectGreen(ownRow.getByRole('cell').nth(3).locator('span'));
  await expect(ownRow.getByRole('cell').nth(4)).toHaveText('Your own account');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
});

test('User Management: pages, sorts, filters and searches on the server, and the address keeps the view', async ({ page, request }) => {
  // Three accounts of this test only, named with a tag no other account has, registered one after another so their
  // joined order is known; the middle one verifies its e-mail. (Registrations per run are few: support/accounts.ts.)
  const tag = `pager${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const first = await registerAccount(request, tag, { verified: false });
  const second = await registerAccount(request, tag);
  const third = await registerAccount(request, tag, { verified: false });

  await logInOverApi(page, E2E_ADMIN);
  await page.goto(`/admin/users?search=${tag}&limit=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await waitForHydration(page);

  const names = page.getByRole('table').getByRole('rowheader');
  const pages = page.getByRole('navigation', { name: 'User pages' });
  const searchBox = page.getByRole('searchbox', { name: 'Search users' });
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  const joined = page.getByRole('combobox', { name: 'Joined', exact: true });

  // Newest first, two a page.
  await expect(searchBox).toHaveValue(tag);
  await expect(page.getByText('3 users', { exact: true })).toBeVisible();
  await expect(pages).toContainText('Page 1 of 2');
  await expect(names).toHaveText([third.name, second.name]);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/admin/users?search=${tag}&limit=2&page=2`);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(names).toHaveText([first.name]);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/admin/users?search=${tag}&limit=2`);
  await expect(names).toHaveText([third.name, second.name]);

  // Oldest first; a change of sort or filter starts again at page 1.
  await joined.selectOption('Oldest first');
  await expect(page).toHaveURL(`/admin/users?search=${tag}&sort=joined_asc&limit=2`);
  await expect(names).toHaveText([first.name, second.name]);

  await status.selectOption('Verified');
  await expect(page).toHaveURL(`/admin/users?search=${tag}&status=verified&sort=joined_asc&limit=2`);
  await expect(names).toHaveText([second.name]);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(pages).toContainText('Page 1 of 1');
  await status.selectOption('Unverified');
  await expect(names).toHaveText([first.name, third.name]);
  await role.selectOption('Admin');
  await expect(page).toHaveURL(`/admin/users?search=${tag}&role=ADMIN&status=unverified&sort=joined_asc&limit=2`);
  await expect(page.getByText('No users found.', { exact: true })).toBeVisible();
  await role.selectOption('All roles');
  await status.selectOption('All statuses');
  await expect(page).toHaveURL(`/admin/users?search=${tag}&sort=joined_asc&limit=2`);
  await expect(names).toHaveText([first.name, second.name]);

  // Typed searches run after a short pause: by part of a name, then by e-mail in capitals.
  const secondSurname = second.name.split(' ')[1]!;
  await searchBox.fill(secondSurname.toLowerCase());
  await expect(page).toHaveURL(`/admin/users?search=${secondSurname.toLowerCase()}&sort=joined_asc&limit=2`);
  await expect(names).toHaveText([second.name]);
  const shouted = third.email.toUpperCase();
  await searchBox.fill(shouted);
  await expect(page).toHaveURL(`/admin/users?search=${encodeURIComponent(shouted)}&sort=joined_asc&limit=2`);
  await expect(names).toHaveText([third.name]);

  // The address is the view: a reload (or a bookmark) shows the same, Back the one before.
  await page.reload();
  await expect(searchBox).toHaveValue(shouted);
  await expect(names).toHaveText([third.name]);
  await expect(joined).toHaveValue('joined_asc');
  await page.goBack();
  await expect(page).toHaveURL(`/admin/users?search=${secondSurname.toLowerCase()}&sort=joined_asc&limit=2`);
  await expect(searchBox).toHaveValue(secondSurname.toLowerCase());
  await expect(names).toHaveText([second.name]);

  // A name leads to the customer's page: a new account has no orders, payments, addresses or reviews.
  await waitForHydration(page);
  await names.getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/admin\/users\/[^/?]+$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  for (const part of ['Orders (0)', 'Payments (0)', 'Addresses (0)', 'Reviews (0)']) {
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  }
});
