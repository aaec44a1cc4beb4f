import { expect, type Locator, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs, BASE_URL, buyNow, type Customer, DELIVERY_ADDRESS, type PlacedOrder, testWithShopper, withAddress } from './support/shop-api';
import { colourOf, expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The order screens: the shopper's list (/orders, /dashboard/orders) and order page (/ordershow/{orderId}), the
 * admin's Orders Panel (/admin/orders), cancelling. Orders are placed over the API inside each test, as a buy now
 * of Cream Crackers 500g (Rs 480, seeded with plenty of stock) with cash on delivery: Rs 480 + the stored Rs 280
 * delivery fee = Rs 760.
 *
 * The suite may register only a few accounts per hour (lib/auth/limits.ts): this file registers ONE shopper, in a
 * worker fixture, and runs its tests one after another in that worker (a failed test restarts the worker, which
 * then registers another). Each test places its own orders, so the tests do not depend on each other.
 */

const PRODUCT = { name: 'Cream Crackers 500g', price: 'Rs. 480.00' };

/** A buy now of one PRODUCT, cash on delivery, to the customer's address. */
async function placeOrder(customer: Customer): Promise<PlacedOrder> {
  const order = await buyNow(customer, PRODUCT.name);
  // Stored by the server: the buy-now fee and its total, never added twice.
  expect(order.deliveryFee).toBe(280);
  expect(order.totalAmt).toBe(760);
  return order;
}

const test = testWithShopper('Orders');

// One worker for the file, so the one shopper above serves every test.
test.describe.configure({ mode: 'default' });

const progressStep = (scope: Page | Locator) => scope.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
const orderCard = (page: Page, orderId: string) =>
  page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderId });
/** The admin's Orders table: its body rows, and the row of one order. */
const adminRows = (page: Page) => page.getByRole('table', { name: 'Orders' }).locator('tbody').getByRole('row');
const adminRow = (page: Page, orderId: string) => adminRows(page).filter({ hasText: orderId });
/** A fact of the order page's header (Order ID, Delivery status...): the <dd> after the <dt> named `term`. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a shopper sees their order on /orders, the dashboard and its page, with the stored Rs 280 fee and the pending step', async ({
  page,
  shopper,
}) => {
  await logInOverApi(page, shopper.account);

  // Nothing ordered yet (the worker's shopper is new): the empty state leads to the shop.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');

  const older = await placeOrder(shopper);
  const order = await placeOrder(shopper);
  await page.reload();
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  // Newest first.
  await expect(cards.first()).toContainText(order.orderId);
  await expect(cards.nth(1)).toContainText(older.orderId);
  const card = orderCard(page, order.orderId);
  await expect(card).toContainText('Rs. 760.00');
  await expect(card).toContainText('1 item');
  await expect(card).toContainText('Payment: Pending');
  await expect(card).toContainText('Delivery: Pending');

  // The dashboard's Orders lists the same.
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(orderCard(page, order.orderId)).toContainText('Rs. 760.00');

  // The card's link opens the order page.
  await orderCard(page, order.orderId).getByRole('link', { name: order.orderId }).click();
  await expect(page).toHaveURL(`/ordershow/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(fact(page, 'Order ID')).toHaveText(order.orderId);
  await expect(fact(page, 'Placed on')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expect(fact(page, 'Payment status')).toContainText('Pending');
  const deliveryBadge = fact(page, 'Delivery status').locator('span').first();
  await expect(deliveryBadge).toHaveText('Pending');
  // Yellow: red and green high, blue low.
  const yellow = await colourOf(deliveryBadge, 'background-color');
  expect(yellow.b, `yellow badge ${JSON.stringify(yellow)}`).toBeLessThan(Math.min(yellow.r, yellow.g) - 20);

  const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  // Each step's text ends with its state for screen readers (the step number before it is decoration).
  await expect(steps).toHaveText([/Pending \(current step\)$/, /Shipped \(to come\)$/, /Delivered \(to come\)$/]);
  await expect(progressStep(page)).toHaveText(/Pending/);

  const products = section(page, 'Products');
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products).toContainText(PRODUCT.name);
  await expect(products).toContainText('Quantity: 1');
  await expect(products).toContainText(PRODUCT.price);
  await expect(products.getByRole('img')).toHaveCount(0); // decorative: the name says it
  await expect(products.locator('img')).toHaveAttribute('src', /.+/);

  // The stored amounts: Rs 280 once, never Rs 760 + 280.
  const summary = section(page, 'Summary');
  await expect(summary.locator('div').filter({ hasText: /^Subtotal/ })).toContainText(PRODUCT.price);
  await expect(summary.locator('div').filter({ hasText: /^Delivery fee/ })).toContainText('Rs. 280.00');
  await expect(summary.locator('div').filter({ hasText: /^Total/ })).toContainText('Rs. 760.00');
  await expect(page.getByText('Rs. 1,040.00')).toHaveCount(0);
  await expect(summary).not.toContainText('Coupon discount');

  await expect(section(page, 'Customer')).toContainText(shopper.account.name);
  await expect(section(page, 'Customer')).toContainText(shopper.account.email);
  const address = section(page, 'Delivery address');
  for (const value of Object.values(DELIVERY_ADDRESS)) await expect(address).toContainText(value);

  await expect(page.getByRole('article').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // A phone: nothing sticks out sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expectNoSidewaysScroll(page);
});

test('the admin finds the order by its id, ships it with a toast, and the shopper sees it shipped', async ({
  page,
  browser,
  shopper,
}) => {
  const order = await placeOrder(shopper);
  // The panel renders dates in the browser too: the server's and the browser's text must agree.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await waitForHydration(page);

  // An id no order has: 'No orders found'; 'Show all' brings the list back.
  const search = page.getByRole('search', { name: 'Search orders by order id' });
  await search.getByRole('searchbox').fill('ORD-NO-SUCH-ORDER');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/admin/orders?search=ORD-NO-SUCH-ORDER');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page).toHaveURL('/admin/orders');
  // The newest page of every order (other workers' orders too, so which ones is not fixed).
  await expect(adminRows(page).first()).toBeVisible();
  await expect(page.getByText('No orders found')).toHaveCount(0);

  await search.getByRole('searchbox').fill(order.orderId);
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`/admin/orders?search=${order.orderId}`);
  await expect(adminRows(page)).toHaveCount(1);
  const card = adminRow(page, order.orderId);
  await expect(card).toContainText(shopper.account.name);
  await expect(card).toContainText('Rs. 760.00');
  await expect(card).toContainText('Payment: Pending');
  await expect(card).toContainText('Delivery: Pending');

  await card.getByRole('button').click();
  const panel = page.getByRole('region', { name: `Order ${order.orderId}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: `Order ${order.orderId}` })).toBeFocused();
  await expect(card.getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(progressStep(panel)).toHaveText(/Pending/);
  await expect(panel).toContainText(PRODUCT.name);
  await expect(panel).toContainText('Rs. 760.00');
  await expect(panel).toContainText(shopper.account.name);
  await expect(panel).toContainText(shopper.account.email);
  await expect(panel).toContainText(DELIVERY_ADDRESS.name);
  await expect(panel).toContainText(DELIVERY_ADDRESS.mobile);
  await expect(panel).toContainText(DELIVERY_ADDRESS.address_line);
  await expect(panel.getByLabel('Payment status')).toHaveValue('pending');

  const delivery = panel.getByLabel('Delivery status');
  await expect(delivery).toHaveValue('pending');
  // Shipping asks for the courier and the tracking number first, each required.
  await delivery.selectOption('shipped');
  const shipForm = panel.getByRole('form', { name: 'Ship this order' });
  await expect(shipForm.getByLabel('Courier', { exact: true })).toBeFocused();
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(shipForm).toContainText('Choose the courier to ship the order');
  await expect(shipForm).toContainText('Enter the tracking number to ship the order');
  await expect(shipForm.getByLabel('Courier', { exact: true })).toBeFocused();
  await expect(card).toContainText('Delivery: Pending');
  // A courier not on the list is typed under "Other".
  await shipForm.getByLabel('Courier', { exact: true }).selectOption('Other');
  await shipForm.getByLabel('Courier name').fill('  Kandy   Express ');
  await shipForm.getByLabel('Tracking number').fill('KX-2026 0042');
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expectToast(page, 'Order updated successfully', 'success');
  await expect(shipForm).toHaveCount(0);
  await expect(delivery).toHaveValue('shipped');
  await expect(delivery).toBeFocused();
  await expect(progressStep(panel)).toHaveText(/Shipped/);
  await expect(card).toContainText('Delivery: Shipped');
  await expect(panel).toContainText('Kandy Express');
  await expect(panel).toContainText('KX-2026 0042');
  // Corrected to a courier of the list.
  await panel.getByRole('button', { name: 'Change courier or tracking number' }).click();
  await expect(shipForm.getByLabel('Courier name')).toHaveValue('Kandy Express');
  await shipForm.getByLabel('Courier', { exact: true }).selectOption('Domex');
  await shipForm.getByLabel('Tracking number').fill('DX-777001');
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expectToast(page, 'Order updated successfully', 'success');
  await expect(panel).toContainText('Domex');
  await expect(panel).toContainText('DX-777001');
  // Saved on the server: still shipped after a reload.
  await page.reload();
  await expect(adminRow(page, order.orderId)).toContainText('Delivery: Shipped');

  // On a phone the panel opens below the table, full width, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await waitForHydration(page);
  await adminRow(page, order.orderId).getByRole('button').click();
  await expect(panel).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await panel.getByRole('button', { name: 'Close order details' }).click();
  await expect(panel).toHaveCount(0);
  await expect(adminRow(page, order.orderId).getByRole('button')).toBeFocused();
  expect(hydrationErrors).toEqual([]);

  // The shopper's order page now says shipped, in blue, and offers no cancelling.
  const shopperContext = await browser.newContext({ baseURL: BASE_URL });
  const shopperPage = await shopperContext.newPage();
  await logInOverApi(shopperPage, shopper.account);
  await shopperPage.goto(`/ordershow/${order.orderId}`);
  const badge = fact(shopperPage, 'Delivery status').locator('span').first();
  await expect(badge).toHaveText('Shipped');
  const blue = await colourOf(badge, 'background-color');
  expect(blue.b, `blue badge ${JSON.stringify(blue)}`).toBeGreaterThan(Math.max(blue.r, blue.g));
  await expect(progressStep(shopperPage)).toHaveText(/Shipped/);
  await expect(shopperPage.getByRole('list', { name: 'Order progress' }).getByRole('listitem').first()).toHaveText(/Pending \(done\)$/);
  // With the courier, the tracking number and the day it was shipped.
  const progress = shopperPage.getByRole('region', { name: 'Progress' });
  await expect(progress).toContainText('Domex');
  await expect(progress).toContainText('DX-777001');
  await expect(progress).toContainText('Shipped on');
  await expect(shopperPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shopperContext.close();
});

type AdminOrderList = { data: { orderId: string }[]; pagination: { page: number; limit: number; hasMore: boolean; total: number } };

/** /admin/orders with these query parameters, in the order the screen writes them. */
const adminOrdersUrl = (params: [string, string][]) => `/admin/orders?${new URLSearchParams(params)}`;

test('the admin pages, filters and searches the Orders table, and the view lives in the URL', async ({ page, playwright, shopper }) => {
  // Three more orders of this worker's shopper (the file's other tests may have placed some), the newest cancelled.
  await placeOrder(shopper);
  await placeOrder(shopper);
  const cancelled = await placeOrder(shopper);
  const cancelReply = await shopper.api.put(`/api/order/update/${cancelled._id}`, { data: { delivery_status: 'cancelled' } });
  expect(cancelReply.status()).toBe(200);

  // What the API answers for the same views: the screen must show exactly these. Only this shopper's orders carry
  // their e-mail and the random part of their name, so other workers' orders cannot change the answers.
  const { email, name } = shopper.account;
  const namepart = name.split(' ')[1]!.toLowerCase();
  const adminApi = await apiAs(playwright, E2E_ADMIN);
  const listed = async (params: [string, string][]) => {
    const reply = await adminApi.get(`/api/order/getall?${new URLSearchParams(params)}`);
    expect(reply.status()).toBe(200);
    return (await reply.json()) as AdminOrderList;
  };
  const firstPage = await listed([['search', email], ['limit', '2']]);
  const secondPage = await listed([['search', email], ['page', '2'], ['limit', '2']]);
  const cancelledOnes = await listed([['search', email], ['delivery_status', 'cancelled'], ['limit', '2']]);
  await adminApi.dispose();
  const { total } = firstPage.pagination;
  expect(total).toBeGreaterThanOrEqual(3);
  expect(cancelledOnes.data.map((order) => order.orderId)).toContain(cancelled.orderId);
  const pageCount = Math.ceil(total / 2);
  const orderIdsOf = (list: AdminOrderList) => list.data.map((order) => order.orderId);
  const shownIds = () => adminRows(page).getByRole('button');

  // A bookmarked view: the shopper's e-mail, two orders a page.
  await logInOverApi(page, E2E_ADMIN);
  await page.goto(adminOrdersUrl([['search', email], ['limit', '2']]));
  await waitForHydration(page);
  const search = page.getByRole('search', { name: 'Search orders' }).getByRole('searchbox');
  await expect(search).toHaveValue(email);
  await expect(shownIds()).toHaveText(orderIdsOf(firstPage));
  const pager = page.getByRole('navigation', { name: 'Orders pages' });
  await expect(pager).toContainText(`Page 1 of ${pageCount}`);
  await expect(pager).toContainText(`${total} orders`);
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  // The next page.
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(adminOrdersUrl([['search', email], ['page', '2'], ['limit', '2']]));
  await expect(pager).toContainText(`Page 2 of ${pageCount}`);
  await expect(shownIds()).toHaveText(orderIdsOf(secondPage));
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', adminOrdersUrl([['search', email], ['limit', '2']]));

  // A delivery filter starts again at page 1.
  const filters = page.getByRole('group', { name: 'Filter orders' });
  await filters.getByLabel('Delivery').selectOption('cancelled');
  await expect(page).toHaveURL(adminOrdersUrl([['search', email], ['delivery_status', 'cancelled'], ['limit', '2']]));
  await expect(shownIds()).toHaveText(orderIdsOf(cancelledOnes));
  for (const row of await adminRows(page).all()) await expect(row).toContainText('Delivery: Cancelled');
  await expect(pager).toContainText(`${cancelledOnes.pagination.total} ${cancelledOnes.pagination.total === 1 ? 'order' : 'orders'}`);

  // Searching by a part of the customer's name, in lower case, as the admin types (no button): the same orders.
  await search.fill(namepart);
  await expect(page).toHaveURL(adminOrdersUrl([['search', namepart], ['delivery_status', 'cancelled'], ['limit', '2']]));
  await expect(shownIds()).toHaveText(orderIdsOf(cancelledOnes));

  // The view survives a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(search).toHaveValue(namepart);
  await expect(filters.getByLabel('Delivery')).toHaveValue('cancelled');
  await expect(shownIds()).toHaveText(orderIdsOf(cancelledOnes));

  // The shopper paid cash on delivery only: no card orders.
  await filters.getByLabel('Method').selectOption('card');
  await expect(page).toHaveURL(
    adminOrdersUrl([['search', namepart], ['delivery_status', 'cancelled'], ['paymentMethod', 'card'], ['limit', '2']]),
  );
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(adminRows(page)).toHaveCount(0);

  // Back returns to the view before the last change, as on the other admin lists.
  await page.goBack();
  await expect(page).toHaveURL(adminOrdersUrl([['search', namepart], ['delivery_status', 'cancelled'], ['limit', '2']]));
  await expect(shownIds()).toHaveText(orderIdsOf(cancelledOnes));

  // A hand-edited address with a search the database cannot take (NUL) is named, not a failed read.
  await page.goto('/admin/orders?search=ORD%00');
  await expect(page.getByRole('alert').filter({ hasText: 'search contains invalid characters.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show all orders' })).toHaveAttribute('href', '/admin/orders');
});

test("someone else's order and an unknown id are 'Order not found' (404); a guest is asked to log in for /orders", async ({
  page,
  playwright,
  shopper,
}) => {
  // The admin's own order: the admin sees every order, the shopper not this one.
  const adminApi = await apiAs(playwright, E2E_ADMIN);
  const adminOrder = await placeOrder({ account: { ...E2E_ADMIN, name: 'Admin' }, api: adminApi, addressId: await withAddress(adminApi) });
  await adminApi.dispose();

  // A guest is sent to log in, with the reason, and comes back afterwards.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Forders/);
  await expectToast(page, 'Please login to view your orders', 'error');
  await expect(page).toHaveURL('/login?callbackUrl=%2Forders');

  await logInOverApi(page, shopper.account);
  for (const orderId of [adminOrder.orderId, adminOrder._id, 'ORD-0-NOSUCH']) {
    const response = await page.goto(`/ordershow/${orderId}`);
    expect(response?.status(), orderId).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(DELIVERY_ADDRESS.address_line)).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  // Nor is it on their list.
  await page.goto('/orders');
  await expect(orderCard(page, adminOrder.orderId)).toHaveCount(0);
});

test('a shopper cancels their pending order after confirming; it then shows Cancelled instead of the progress', async ({
  page,
  shopper,
}) => {
  const order = await placeOrder(shopper);
  await logInOverApi(page, shopper.account);
  await page.goto(`/ordershow/${order.orderId}`);
  await waitForHydration(page);

  // 'Keep order' keeps it.
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(order.orderId);
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(progressStep(page)).toHaveText(/Pending/);

  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expectToast(page, 'Order updated successfully', 'success');
  await expect(dialog).toBeHidden();
  await expect(fact(page, 'Delivery status')).toHaveText('Cancelled');
  await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expect(section(page, 'Progress')).toContainText('Cancelled');
  await expect(cancel).toHaveCount(0);

  // The server agrees, and a second cancel is refused.
  const again = await shopper.api.put(`/api/order/update/${order._id}`, { data: { delivery_status: 'cancelled' } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('This order can no longer be cancelled');
  await page.goto('/orders');
  await expect(orderCard(page, order.orderId)).toContainText('Delivery: Cancelled');
});
