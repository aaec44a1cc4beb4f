import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs, testWithShopper } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The notification screens a page at a time (issue 17): the view in the address (?type=&status=&page=&limit=), the
 * shared pager, the type and unread/read filters, and Mark all read with the header's count following. The admin's
 * messages (type "message") are the test's own notifications, tagged, so what other specs raise meanwhile does not
 * matter.
 */

const test = testWithShopper('Lists');

test.describe.configure({ mode: 'default' });

const notificationsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
const items = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Notification pages' });

test('a shopper pages their messages, filters by type and unread, and marks all read', async ({ page, playwright, shopper }) => {
  const tag = randomBytes(3).toString('hex');
  const me = await shopper.api.get('/api/user/me');
  expect(me.status()).toBe(200);
  const userId = ((await me.json()) as { data: { _id: string } }).data._id;
  const adminApi = await apiAs(playwright, E2E_ADMIN);
  for (const index of [1, 2, 3]) {
    const sent = await adminApi.post('/api/notifications', { data: { userId, message: `Message ${index} for ${tag}` } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await adminApi.dispose();

  await logInOverApi(page, shopper.account);
  await page.goto('/dashboard/notifications?type=message&limit=2');
  await waitForHydration(page);
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).nth(0)).toContainText(`Message 3 for ${tag}`);
  await expect(items(page).nth(1)).toContainText(`Message 2 for ${tag}`);
  await expect(pager(page)).toContainText('Page 1 of 2 · 3 notifications');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('message');

  await pager(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]type=message(&|$)/);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText(`Message 1 for ${tag}`);
  await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

  // A filter change goes back to page 1 and keeps the others; the shopper has no order notices.
  await page.getByLabel('Show', { exact: true }).selectOption('unread');
  await expect(page).toHaveURL(/[?&]status=unread(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(items(page)).toHaveCount(2);
  await page.getByLabel('Type', { exact: true }).selectOption('order');
  await expect(page).toHaveURL(/[?&]type=order(&|$)/);
  await expect(items(page).filter({ hasText: tag })).toHaveCount(0);
  await page.getByLabel('Type', { exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/[?&]type=/);
  await expect(notificationsLink(page)).toHaveAccessibleName(/unread/);

  // Mark all read: every unread one of the shopper, on every page; the unread view is then empty.
  const markAll = page.getByRole('button', { name: 'Mark all read' });
  await expect(markAll).toBeEnabled();
  await markAll.click();
  await expectToast(page, 'All notifications marked as read', 'success');
  await expect(markAll).toBeDisabled();
  await expect(page.getByText('0 unread', { exact: true })).toBeVisible();
  await expect(page.getByText('No notifications match these filters.')).toBeVisible();
  await expect(notificationsLink(page)).not.toHaveAccessibleName(/unread/);

  await page.getByLabel('Show', { exact: true }).selectOption('read');
  await page.getByLabel('Type', { exact: true }).selectOption('message');
  await expect(page).toHaveURL(/status=read/);
  await expect(items(page).filter({ hasText: tag })).toHaveCount(2);
  await expect(items(page).getByRole('button', { name: /^Mark read/ })).toHaveCount(0);

  // A reload keeps the view; a bad address is said and the first page of all notifications shown.
  await page.reload();
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('read');
  await page.goto('/dashboard/notifications?type=bogus');
  await expect(page.getByText('type must be one of order, payment, stock, review, account, message: showing all notifications.')).toBeVisible();
  await expect(items(page).filter({ hasText: tag })).toHaveCount(3);
});

test('an admin pages the admins’ notifications by type and marks them all read for every admin', async ({ page, playwright }) => {
  const tag = randomBytes(3).toString('hex');
  const adminApi = await apiAs(playwright, E2E_ADMIN);
  for (const index of [1, 2]) {
    const sent = await adminApi.post('/api/notifications', { data: { message: `Admin note ${index} ${tag}` } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin/notifications?type=message&limit=1');
  await waitForHydration(page);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText(`Admin note 2 ${tag}`);
  await expect(pager(page)).toContainText(/Page 1 of \d+/);
  await pager(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(items(page).first()).toContainText(`Admin note 1 ${tag}`);

  await page.getByLabel('Type', { exact: true }).selectOption('stock');
  await expect(page).toHaveURL(/[?&]type=stock(&|$)/);
  await expect(items(page).filter({ hasText: tag })).toHaveCount(0);
  await page.getByLabel('Type', { exact: true }).selectOption('message');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expectToast(page, 'All admin notifications marked as read', 'success');
  // The button's disabled state is checked in the shopper's test: the admins' count is shared with the tests running
  // beside this one, whose orders and reviews may raise an admin notification (live) right after.
  await expect(items(page).getByRole('button', { name: /^Mark read/ })).toHaveCount(0);

  // Shared: the API (another admin would see the same) has none of them unread.
  const unread = await adminApi.get('/api/notifications/admin?type=message&status=unread&limit=100');
  const body = (await unread.json()) as { data: { message: string }[] };
  expect(body.data.filter((notification) => notification.message.includes(tag))).toEqual([]);
  await adminApi.dispose();
});
