import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { buyNow, type Customer, type PlacedOrder, testWithShopper } from './support/shop-api';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Payment Management paged, filtered and searched on the server: one shopper's four card payments (made over the
 * API with the built-in test gateway's cards) are found by the shopper's e-mail, two a page (`limit=2` in the
 * address), filtered by status and by date, searched by order id and by name; the address keeps the view through
 * a reload and Back, and Export CSV downloads the payments of the current filters. The shopper's own Payment History
 * pages with `?page=`, searches their own payments on the server (also without JavaScript) and exports the search.
 */

const PRODUCT = 'Coconut Milk Powder 300g';
const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const test = testWithShopper('Paylist');
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** A card buy-now of the shopper's and its payment: paid, declined, or left pending (no card given). */
async function cardPayment(shopper: Customer, card: string | null): Promise<PlacedOrder> {
  const order = await buyNow(shopper, PRODUCT, 'card');
  const intent = await shopper.api.post('/api/payments/create-intent', { data: { orderId: order._id, amount: order.totalAmt, email: shopper.account.email } });
  expect(intent.status(), await intent.text()).toBe(200);
  if (card) {
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    const confirmed = await shopper.api.post('/api/payments/confirm', { data: { paymentIntentId, cardNumber: card } });
    // The test gateway declines with 402 and records the payment as failed.
    expect(confirmed.status(), await confirmed.text()).toBe(card === CARD_DECLINED ? 402 : 200);
  }
  return order;
}

/** Today in Colombo, 'YYYY-MM-DD' (what a date field holds). */
const colomboToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

const orderIdsShown = (page: Page) => page.getByRole('region', { name: /^All payments/ }).getByRole('row').locator('td:first-child');

test('Payment Management pages, filters and searches on the server; the address keeps the view; the export follows the filters', async ({
  page,
  shopper,
}) => {
  // Oldest first: paid, declined, pending, paid.
  const firstPaid = await cardPayment(shopper, CARD_PAYS);
  const declined = await cardPayment(shopper, CARD_DECLINED);
  const pending = await cardPayment(shopper, null);
  const lastPaid = await cardPayment(shopper, CARD_PAYS);
  const email = shopper.account.email;
  const searchParam = encodeURIComponent(email);

  await logInOverApi(page, E2E_ADMIN);
  await page.goto(`/admin/payments?search=${searchParam}&limit=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);

  const searchBox = page.getByRole('searchbox', { name: 'Search payments by order id, name, e-mail or payment id' });
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  const pages = page.getByRole('navigation', { name: 'Payment pages' });
  const shown = orderIdsShown(page);

  // Newest first, two a page, with the total.
  await expect(searchBox).toHaveValue(email);
  await expect(page.getByText('4 payments', { exact: true })).toBeVisible();
  await expect(pages).toContainText('Page 1 of 2 · 4 payments');
  await expect(shown).toHaveText([lastPaid.orderId, pending.orderId]);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&page=2&limit=2`);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(shown).toHaveText([declined.orderId, firstPaid.orderId]);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

  // A filter goes back to page 1 and lands in the address.
  await status.selectOption('Failed');
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&status=failed&limit=2`);
  await expect(shown).toHaveText([declined.orderId]);
  await expect(page.getByText('1 payment', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: declined.orderId });
  await expect(row).toContainText('failed');
  await expect(row).toContainText('N/A');

  // The export downloads the filtered set, streamed by the server: the header and the one failed payment.
  const exportLink = page.getByRole('link', { name: /^Export CSV/ });
  await expect(exportLink).toHaveAttribute('href', `/api/payments/admin/export?search=${searchParam}&status=failed`);
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('"Order ID","User","Email","Amount (LKR)","Status","Date","Receipt URL"');
  expect(lines[1]).toMatch(new RegExp(`^"${declined.orderId}","${shopper.account.name}","${email}","\\d+\\.\\d{2}","failed","[^"]+","N/A"$`));

  // The address keeps the view through a reload; Back shows the view before.
  await page.reload();
  await expect(status).toHaveValue('failed');
  await expect(searchBox).toHaveValue(email);
  await expect(shown).toHaveText([declined.orderId]);
  await page.goBack();
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&page=2&limit=2`);
  await expect(shown).toHaveText([declined.orderId, firstPaid.orderId]);
  await expect(status).toHaveValue('');

  // Dates: today (Colombo) holds all four; a range that ended long ago none; a range ending before it starts is explained.
  await waitForHydration(page);
  await from.fill(colomboToday());
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&from=${colomboToday()}&limit=2`);
  await expect(pages).toContainText('Page 1 of 2 · 4 payments');
  await from.fill('');
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&limit=2`);
  await to.fill('2020-01-01');
  await expect(page.getByText('No payments found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  await from.fill('2020-01-02');
  await expect(page.getByRole('alert').filter({ hasText: 'from must not be after to' })).toBeVisible();
  await from.fill('');
  await to.fill('');
  await expect(page).toHaveURL(`/admin/payments?search=${searchParam}&limit=2`);

  // Search by a part of an order id, in lower case, then by the payer's name: the search runs once typing pauses.
  await searchBox.fill(firstPaid.orderId.slice(-8).toLowerCase());
  await expect(shown).toHaveText([firstPaid.orderId]);
  await expect(page).toHaveURL(`/admin/payments?search=${encodeURIComponent(firstPaid.orderId.slice(-8).toLowerCase())}&limit=2`);
  await searchBox.fill(shopper.account.name.toUpperCase());
  await expect(shown).toHaveText([lastPaid.orderId, pending.orderId]);
  await expect(page.getByText('4 payments', { exact: true })).toBeVisible();

  // A bad bookmarked value is named, with a way back to all payments.
  await page.goto('/admin/payments?status=paid');
  await expect(page.getByRole('alert').filter({ hasText: 'status must be pending, succeeded or failed' })).toBeVisible();
  // So is a NUL in the search, which the database could not take (the page would fail its read).
  await page.goto('/admin/payments?search=%00');
  await expect(page.getByRole('alert').filter({ hasText: 'search contains invalid characters' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all payments' }).click();
  await expect(page).toHaveURL('/admin/payments');
  await expect(pages).toContainText('Page 1 of');
});

test("the shopper's Payment History pages with ?page= (10 a page), searches its own payments on the server and exports the search", async ({
  page,
  shopper,
}) => {
  const older = await cardPayment(shopper, CARD_PAYS);
  const newest = await cardPayment(shopper, CARD_PAYS);
  const reply = await shopper.api.get('/api/payments/userpayments?limit=1');
  expect(reply.status()).toBe(200);
  const list = (await reply.json()) as { orderId: string }[];
  expect(list.map((payment) => payment.orderId)).toEqual([newest.orderId]);
  const total = Number(reply.headers()['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(2);
  expect(reply.headers()['link']).toContain('</api/payments/userpayments?page=2&limit=1>; rel="next"');
  // The API's search: every order id starts 'ORD-' (other tests' shoppers' too), yet only the caller's own are found.
  const everyOrder = await shopper.api.get('/api/payments/userpayments?search=ord-');
  expect(everyOrder.status()).toBe(200);
  expect(everyOrder.headers()['x-total-count']).toBe(String(total));
  const byOrderId = await shopper.api.get(`/api/payments/userpayments?search=${encodeURIComponent(older.orderId.toLowerCase())}`);
  expect(((await byOrderId.json()) as { orderId: string }[]).map((payment) => payment.orderId)).toEqual([older.orderId]);
  expect((await shopper.api.get(`/api/payments/userpayments?search=${'x'.repeat(101)}`)).status()).toBe(400);

  await logInOverApi(page, shopper.account);
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('region', { name: /^Your payments, page 1 of / })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: list[0]!.orderId })).toBeVisible();
  // Export CSV: every payment of the shopper's, streamed by the server.
  const exportLink = page.getByRole('link', { name: /^Export CSV/ });
  await expect(exportLink).toHaveAttribute('href', '/api/payments/userpayments/export');
  let downloading = page.waitForEvent('download');
  await exportLink.click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe('payments.csv');
  let lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + total);
  expect(lines[1]).toMatch(new RegExp(`^"${newest.orderId}","${shopper.account.name}","${shopper.account.email}",`));

  // Past the end: an empty page, with a way back.
  await page.goto('/dashboard/payments?page=2');
  await expect(page.getByText('No payments found.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Payment pages' }).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/dashboard/payments');
  // A bad page shows the first.
  await page.goto('/dashboard/payments?page=zero');
  await expect(page.getByRole('row').filter({ hasText: list[0]!.orderId })).toBeVisible();

  // The search: a GET form; a new search starts at page 1 (the form sends no page). A part of the older order id, in lower case:
  await page.goto('/dashboard/payments?page=2');
  await waitForHydration(page);
  const searchForm = page.getByRole('search', { name: 'Payment search' });
  const searchBox = searchForm.getByRole('searchbox', { name: 'Search payments' });
  await searchBox.fill(older.orderId.slice(-8).toLowerCase());
  await searchForm.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/dashboard/payments?search=${older.orderId.slice(-8).toLowerCase()}`);
  const shown = page.getByRole('region', { name: /^Your payments/ }).getByRole('row').locator('td:first-child');
  await expect(shown).toHaveText([older.orderId]);
  await expect(page.getByText(`1 payment found for “${older.orderId.slice(-8).toLowerCase()}”.`)).toBeVisible();
  await expect(searchBox).toHaveValue(older.orderId.slice(-8).toLowerCase());
  // Export CSV follows the search.
  await expect(exportLink).toHaveAttribute('href', `/api/payments/userpayments/export?search=${older.orderId.slice(-8).toLowerCase()}`);
  downloading = page.waitForEvent('download');
  await exportLink.click();
  download = await downloading;
  lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^"${older.orderId}",`));

  // The name in upper case (Enter submits) finds them all.
  const byName = `search=${encodeURIComponent(shopper.account.name.toUpperCase()).replaceAll('%20', '+')}`;
  await searchBox.fill(shopper.account.name.toUpperCase());
  await searchBox.press('Enter');
  await expect(page).toHaveURL(`/dashboard/payments?${byName}`);
  await expect(page.getByText(new RegExp(`^${total} payments found for`))).toBeVisible();
  await expect(shown.first()).toHaveText(newest.orderId);
  // The pager keeps the search (one a page here, to have a second page).
  await page.goto(`/dashboard/payments?${byName}&limit=1`);
  await page.getByRole('navigation', { name: 'Payment pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/dashboard/payments?${byName}&page=2&limit=1`);
  await expect(searchBox).toHaveValue(shopper.account.name.toUpperCase());
  await expect(page.getByRole('navigation', { name: 'Payment pages' })).toContainText(`Page 2 of ${total}`);

  // Nothing found: the message, no export, and a way back to every payment.
  await searchBox.fill('no such payment zzz');
  await searchBox.press('Enter');
  await expect(page.getByText('No payments found.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Export CSV/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all payments' }).click();
  await expect(page).toHaveURL('/dashboard/payments');
  await expect(searchBox).toHaveValue('');
  await expect(page.getByRole('row').filter({ hasText: newest.orderId })).toBeVisible();

  // A search too long for the server (a hand-edited address) is named.
  await page.goto(`/dashboard/payments?search=${'x'.repeat(101)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'search must be at most 100 characters' })).toBeVisible();
  // So is a NUL, which the database could not take.
  await page.goto('/dashboard/payments?search=a%00b');
  await expect(page.getByRole('alert').filter({ hasText: 'search contains invalid characters' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the shopper's Payment History search is a plain GET form", async ({ page, shopper }) => {
    const paid = await cardPayment(shopper, CARD_PAYS);
    await logInOverApi(page, shopper.account);
    await page.goto('/dashboard/payments?page=3');
    const searchForm = page.getByRole('search', { name: 'Payment search' });
    await searchForm.getByRole('searchbox', { name: 'Search payments' }).fill(paid.orderId);
    await searchForm.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/dashboard/payments?search=${paid.orderId}`);
    await expect(page.getByRole('region', { name: /^Your payments/ }).getByRole('row').locator('td:first-child')).toHaveText([paid.orderId]);
  });
});
