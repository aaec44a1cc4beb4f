import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs, BASE_URL, buyNow, type Customer, type PlacedOrder, testWithShopper } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Live notifications (docs/decisions.md, Realtime and notifications): stored, then pushed over the
 * shop's built-in Pusher-protocol server to pusher-js in the browser. One shopper for the file (the register limit).
 */

const PRODUCT = 'Cream Crackers 500g';

const test = testWithShopper('Live');

test.describe.configure({ mode: 'default' });

/** The header's Notifications link; its name carries the unread count, e.g. 'Notifications (2 unread)'. */
const notificationsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });

/** The shopper places an order and, signed in, opens `path(order)`, hydrated: the page a live event should reach. */
async function orderWithPageOpen(page: Page, shopper: Customer, path: (order: PlacedOrder) => string): Promise<PlacedOrder> {
  const order = await buyNow(shopper, PRODUCT);
  await logInOverApi(page, shopper.account);
  await page.goto(path(order));
  await waitForHydration(page);
  return order;
}

/** An admin ships the order through the API (as another browser would), with the parcel's tracking number. */
async function shipAsAdmin(playwright: PlaywrightWorkerArgs['playwright'], order: PlacedOrder, trackingNumber: string) {
  const adminApi = await apiAs(playwright, E2E_ADMIN);
  const shipped = await adminApi.put(`/api/order/update/${order._id}`, {
    data: { delivery_status: 'shipped', courier: 'Domex', tracking_number: trackingNumber },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await adminApi.dispose();
}

test('an admin with /admin open hears of an order placed in another browser: "🔔 New admin notification!"', async ({
  browser,
  shopper,
}) => {
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await logInOverApi(admin, E2E_ADMIN);
  await admin.goto('/admin/notifications');
  await waitForHydration(admin);
  const before = await admin.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count().catch(() => 0);

  // The shopper, in another browser context, places an order through the checkout's API.
  const order = await buyNow(shopper, PRODUCT);

  await expectToast(admin, '🔔 New admin notification!', 'info', { contrast: true });
  // Other specs place orders meanwhile: find this order's notice rather than assume it is on top.
  const items = admin.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  const notice = items.filter({ hasText: `New order ${order.orderId} from ${shopper.account.name}` });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Order id');
  // The order id leads to the admin Orders screen, searched for the order.
  await expect(notice.getByRole('link', { name: order.orderId, exact: true })).toHaveAttribute(
    'href',
    `/admin/orders?search=${order.orderId}`,
  );
  expect(await items.count()).toBeGreaterThan(before);
  await expect(notificationsLink(admin)).toHaveAccessibleName(/unread/);
  await adminContext.close();
});

test('the shopper hears "New notification received" when the admin ships the order, then marks it read and deletes it', async ({
  page,
  playwright,
  shopper,
}) => {
  const order = await orderWithPageOpen(page, shopper, () => '/dashboard/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').filter({ hasText: `Your order ${order.orderId} has been placed` })).toBeVisible();

  await shipAsAdmin(playwright, order, 'DX-100200');

  await expectToast(page, 'New notification received', 'info', { contrast: true });
  const item = list.getByRole('listitem').filter({ hasText: `Your order ${order.orderId} is now shipped` });
  await expect(item).toContainText(`Your order ${order.orderId} is now shipped`);
  await expect(item).toContainText('Delivery status');
  await expect(item).toContainText('shipped');
  await expect(item.getByRole('link', { name: order.orderId, exact: true })).toHaveAttribute('href', `/ordershow/${order.orderId}`);
  await expect(notificationsLink(page)).toHaveAccessibleName(/unread/);

  await item.getByRole('button', { name: `Mark read: Your order ${order.orderId} is now shipped` }).click();
  await expect(item.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);

  await item.getByRole('button', { name: `Delete: Your order ${order.orderId} is now shipped` }).click();
  await expectToast(page, 'Deleted notification', 'success');
  await expect(list.getByText(`Your order ${order.orderId} is now shipped`)).toHaveCount(0);

  // Stored, not only pushed: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText(`Your order ${order.orderId} has been placed`)).toBeVisible();
  await expect(page.getByText(`Your order ${order.orderId} is now shipped`)).toHaveCount(0);
});

test('a shopper with the order page open in Sinhala is told what happened and sees it shipped without a reload', async ({
  page,
  playwright,
  shopper,
}) => {
  const order = await orderWithPageOpen(page, shopper, ({ orderId }) => `/si/ordershow/${orderId}`);
  const deliveryStatus = page.locator('dt', { hasText: 'බෙදාහැරීමේ තත්ත්වය' }).locator('xpath=following-sibling::dd[1]');
  await expect(deliveryStatus).toHaveText('පොරොත්තුවෙන්');
  // A reload would drop this mark: the new status must come without one.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  await shipAsAdmin(playwright, order, 'DX-100201');

  // The title says a notification came; the description says what happened, in Sinhala (messages/api/si.json).
  await expectToast(page, 'නව දැනුම්දීමක් ලැබුණා', 'info');
  await expect(
    page.locator('[data-sonner-toast] [data-description]').filter({ hasText: `ඔබේ ඇණවුම ${order.orderId} හි තත්ත්වය දැන්: යවා ඇත` }),
  ).toBeVisible();
  await expect(deliveryStatus).toHaveText('යවා ඇත');
  await expect(page.getByText('DX-100201')).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
});

test('a shopper cannot listen on the admin channel or another user’s channel', async ({ page, shopper }) => {
  await logInOverApi(page, shopper.account);
  await page.goto('/dashboard/notifications');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ask = (channel: string) =>
    page.request.post('/api/pusher/auth', {
      form: { socket_id: '123.456', channel_name: channel },
      headers: { 'X-XSRF-TOKEN': csrf },
    });
  expect((await ask('private-admin')).status()).toBe(403);
  expect((await ask('private-user-someone-else')).status()).toBe(403);
});
