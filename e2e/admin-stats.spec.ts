import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN, E2E_PORT } from './support/environment';
import { accountDetail, expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Static Data (/admin) and the admin's own account ("My account"), Profile and Settings. Only the e2e admin takes part (no
 * registration: the suite may register few accounts). The order is the admin's own buy now of Cream Crackers 500g
 * (Rs 480 + the Rs 280 buy-now fee = Rs 760), cash on delivery, marked paid on the admin Orders screen. Other specs
 * place orders and register accounts meanwhile, so shop-wide figures are checked as "at least".
 */

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const PRODUCT = 'Cream Crackers 500g';
const ADDRESS = {
  name: 'Shop Admin',
  mobile: '0771234567',
  address_line: '1 Lotus Road',
  city: 'Colombo',
  state: 'Western',
  pincode: '00100',
  country: 'Sri Lanka',
};

type PlacedOrder = { _id: string; orderId: string; totalAmt: number };

/** The admin's bearer-token API (no CSRF needed). */
async function adminApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const login = await playwright.request.newContext({ baseURL: BASE_URL });
  const reply = await login.post('/api/user/login', { data: E2E_ADMIN });
  expect(reply.status(), await reply.text()).toBe(200);
  const token = ((await reply.json()) as { data: { accessToken: string } }).data.accessToken;
  await login.dispose();
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

async function placeCodOrder(api: APIRequestContext): Promise<PlacedOrder> {
  const address = await api.post('/api/address/create', { data: ADDRESS });
  expect(address.status(), await address.text()).toBe(201);
  const products = await api.get(`/api/products/filter?keyword=${encodeURIComponent(PRODUCT)}`);
  const product = ((await products.json()) as { data: { _id: string; name: string }[] }).data.find((item) => item.name === PRODUCT);
  expect(product, `seeded product ${PRODUCT}`).toBeDefined();
  const reply = await api.post('/api/order/create', {
    data: {
      mode: 'buy_now',
      paymentMethod: 'cod',
      delivery_address: ((await address.json()) as { data: { _id: string } }).data._id,
      product_details: [{ productId: product!._id, quantity: 1 }],
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const order = ((await reply.json()) as { data: PlacedOrder }).data;
  expect(order.totalAmt).toBe(760);
  return order;
}

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Today in Asia/Colombo as the page writes it ('9 Mar 2026') and as a date field holds it ('2026-03-09'). */
function colomboToday() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { value: `${parts.year}-${parts.month}-${parts.day}`, shown: `${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}` };
}

/** The number a total's card shows ('1,234' or 'Rs. 1,234.50'). */
async function totalOf(page: Page, label: string): Promise<number> {
  const card = panel(page, 'All-time totals').getByRole('listitem').filter({ hasText: label });
  const text = (await card.locator('span.text-2xl').textContent()) ?? '';
  return Number(text.replace(/^Rs\.\s*/, '').replaceAll(',', ''));
}

/** A chart's canvas: an image with its name, sized and drawn on by chart.js (some pixel is not transparent). */
async function expectDrawnChart(chart: Locator) {
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((element) => element.tagName)).toBe('CANVAS');
  await expect
    .poll(() =>
      chart.evaluate((element) => {
        const canvas = element as HTMLCanvasElement;
        if (canvas.width === 0 || canvas.height === 0) return false;
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) return true;
        return false;
      }),
    )
    .toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('Static Data: totals, the charts, average order value, top products and the latest orders, from an order placed and marked paid in the test', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const order = await placeCodOrder(api);
  await api.dispose();
  const today = colomboToday();
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });

  // Paid on delivery: the admin marks it paid on the Orders screen.
  await logInOverApi(page, E2E_ADMIN);
  await page.goto(`/admin/orders?search=${order.orderId}`);
  await waitForHydration(page);
  await page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.orderId }).getByRole('button', { name: order.orderId }).click();
  const orderPanel = page.getByRole('region', { name: `Order ${order.orderId}` });
  await orderPanel.getByLabel('Payment status').selectOption('completed');
  await expectToast(page, 'Order updated successfully', 'success');

  // Static Data is the admin's default section.
  await adminMenu(page).getByRole('link', { name: 'Static Data' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Static Data' })).toBeVisible();
  await expect(adminMenu(page).getByRole('link', { name: 'Static Data' })).toHaveAttribute('aria-current', 'page');

  expect(await totalOf(page, 'Total users')).toBeGreaterThanOrEqual(1);
  expect(await totalOf(page, 'Total orders')).toBeGreaterThanOrEqual(1);
  expect(await totalOf(page, 'Total revenue')).toBeGreaterThanOrEqual(760);

  // Daily revenue: a drawn chart named for the last 30 days, today's revenue in its table.
  const revenue = panel(page, 'Daily revenue');
  await expect(revenue.getByText('No revenue data')).toHaveCount(0);
  await expectDrawnChart(revenue.getByRole('img', { name: new RegExp(`^Daily revenue line chart, .+ to ${today.shown}$`) }));
  const todaysRevenue = revenue.getByRole('table').getByRole('row').filter({ hasText: today.shown }).getByRole('cell');
  expect(Number((await todaysRevenue.textContent())!.replace(/^Rs\.\s*/, '').replaceAll(',', ''))).toBeGreaterThanOrEqual(760);

  // Payment status: the pie names its five counts; the order counts as completed.
  const payments = panel(page, 'Payment status');
  const pie = payments.getByRole('img', {
    name: /^Payment status pie chart: Pending \d+, Completed \d+, Failed \d+, Partially refunded \d+, Refunded \d+$/,
  });
  await expectDrawnChart(pie);
  const completed = Number((await pie.getAttribute('aria-label'))!.match(/Completed (\d+)/)![1]);
  expect(completed).toBeGreaterThanOrEqual(1);
  await expect(payments.getByRole('list', { name: 'Orders by payment status' }).getByRole('listitem')).toHaveText([
    /^Pending: \d+$/,
    `Completed: ${completed}`,
    /^Failed: \d+$/,
    /^Partially refunded: \d+$/,
    /^Refunded: \d+$/,
  ]);

  // Latest orders: the table's columns; the order, paid and pending delivery, links to its page.
  const latest = panel(page, 'Latest orders').getByRole('table');
  await expect(latest.getByRole('columnheader')).toHaveText(['Order ID', 'User', 'Amount', 'Payment Status', 'Delivery Status']);
  const row = latest.getByRole('row').filter({ hasText: order.orderId });
  await expect(row.getByRole('cell')).toHaveText([/.+/, 'Rs. 760.00', 'Completed', 'Pending']);
  await expect(row.getByRole('link', { name: order.orderId })).toHaveAttribute('href', `/ordershow/${order.orderId}`);

  // Registrations: the admin account was made at start-up today.
  await expectDrawnChart(panel(page, 'User registrations').getByRole('img', { name: /^User registrations line chart, / }));

  // Orders per day: today has at least this order, in the chart's table.
  const ordersPerDay = panel(page, 'Orders per day');
  await expect(ordersPerDay.getByText('No orders in this range')).toHaveCount(0);
  await expectDrawnChart(ordersPerDay.getByRole('img', { name: new RegExp(`^Orders per day line chart, .+ to ${today.shown}$`) }));
  const todaysOrders = ordersPerDay.getByRole('table').getByRole('row').filter({ hasText: today.shown }).getByRole('cell');
  expect(Number((await todaysOrders.textContent())!.match(/^(\d+) orders?$/)![1])).toBeGreaterThanOrEqual(1);

  // Average order value: an amount, the paid order is in it.
  await expect(panel(page, 'Average order value').getByText(/^Rs\. [\d,]+\.\d{2}$/)).toBeVisible();

  // Top products: two rankings with their columns; the crackers (quantity 1, Rs 480) are among them.
  const top = panel(page, 'Top products');
  for (const [name, caption] of [
    ['By quantity', /^Top \d+ products by quantity sold$/],
    ['By revenue', /^Top \d+ products by revenue$/],
  ] as const) {
    const ranking = top.getByRole('region', { name, exact: true });
    const table = ranking.getByRole('table', { name: caption });
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Product', 'Quantity', 'Revenue']);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
    await expect(table.getByRole('rowheader', { name: PRODUCT })).toHaveCount(1);
    await expect(table.getByRole('link', { name: PRODUCT })).toHaveAttribute('href', /^\/product\/.+/);
  }

  const stripe = page.getByRole('link', { name: /Stripe dashboard/ });
  await expect(stripe).toHaveAttribute('href', 'https://dashboard.stripe.com/payments');
  await expect(stripe).toHaveAttribute('target', '_blank');

  // One day, today: the charts follow the range, the totals do not.
  await waitForHydration(page);
  const form = page.getByRole('group', { name: 'Date range of the charts' });
  await form.getByLabel('From').fill(today.value);
  await form.getByLabel('To').fill(today.value);
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/admin?from=${today.value}&to=${today.value}`);
  await expectDrawnChart(revenue.getByRole('img', { name: `Daily revenue line chart, ${today.shown}` }));
  await expectDrawnChart(ordersPerDay.getByRole('img', { name: `Orders per day line chart, ${today.shown}` }));
  await expect(top.getByRole('region', { name: 'By quantity', exact: true }).getByRole('rowheader', { name: PRODUCT })).toHaveCount(1);
  expect(await totalOf(page, 'Total revenue')).toBeGreaterThanOrEqual(760);

  // A range without orders: each new section says so.
  await page.goto('/admin?from=2001-01-01&to=2001-01-31');
  await expect(ordersPerDay.getByText('No orders in this range')).toBeVisible();
  await expect(panel(page, 'Average order value').getByText('No paid orders in this range')).toBeVisible();
  await expect(top.getByText('No products sold in this range')).toHaveCount(2);
  await expect(top.getByRole('table')).toHaveCount(0);

  // A refused range says why and shows the last 30 days.
  await page.goto('/admin?from=2026-03-05&to=2026-03-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The start date (from) must not be after the end date (to). Showing the last 30 days instead.' })).toBeVisible();
  await expect(form.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expectDrawnChart(revenue.getByRole('img', { name: new RegExp(`^Daily revenue line chart, .+ to ${today.shown}$`) }));
  await page.getByRole('link', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'Showing the last 30 days' })).toHaveCount(0);

  // A phone: charts and table fit, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectDrawnChart(revenue.getByRole('img', { name: /^Daily revenue line chart/ }));
  await expectNoSidewaysScroll(page);
  expect(hydrationErrors).toEqual([]);
});

test("the admin's My account, Profile and Settings tabs show the admin's own account; a profile edit saves", async ({ page }) => {
  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin');
  // The menu's words (issue 17): the management tabs spelled as their headings; the admin's own account named so.
  await expect(adminMenu(page).getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
  await expect(adminMenu(page).getByRole('link', { name: 'Payment Management' })).toHaveAttribute('href', '/admin/payments');
  await expect(adminMenu(page).getByRole('link', { name: /Managment/ })).toHaveCount(0);
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await adminMenu(page).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveTitle('My account | Admin | Lanka Shop');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(accountDetail(page, 'Role')).toHaveText('Admin');
  await expect(accountDetail(page, 'E-mail')).toHaveText(E2E_ADMIN.email);
  await expect(page.getByRole('region', { name: 'Your activity' }).getByRole('listitem')).toHaveCount(3);

  await adminMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await waitForHydration(page);
  const main = page.getByRole('main');
  const mobile = main.getByLabel('Mobile (optional)');
  const before = await mobile.inputValue();
  await mobile.fill('+94 77 765 4321');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated successfully', 'success');
  await page.reload();
  await expect(mobile).toHaveValue('+94 77 765 4321');
  await adminMenu(page).getByRole('link', { name: 'My account' }).click();
  await expect(accountDetail(page, 'Mobile')).toHaveText('+94 77 765 4321');

  // Put the shared admin's mobile back.
  await adminMenu(page).getByRole('link', { name: 'Profile' }).click();
  await waitForHydration(page);
  await mobile.fill(before);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated successfully', 'success');

  await adminMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/forgot-password');
  // Asking to delete the account can be called off.
  await waitForHydration(page);
  await main.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
