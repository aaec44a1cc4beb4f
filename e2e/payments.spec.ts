import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { type Customer, productId, testWithShopper } from './support/shop-api';
import { fact, placeCardOrder } from './support/checkout';
import { colourOf } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Card payments through the built-in test gateway (no Stripe keys in tests): the payment page (/payment), the
 * receipt page, 'Pay now' on an unpaid order, the shopper's and the admin's Payment History.
 *
 * Card orders are placed through checkout, of one Coconut Milk Powder 300g (Rs 520, no other spec counts its
 * stock) plus the Rs 10 cart delivery fee: Rs 530. The file registers ONE shopper in a worker fixture (the
 * suite may register only a few accounts, lib/auth/limits.ts) and runs its tests one after another.
 */

const PRODUCT = 'Coconut Milk Powder 300g';
const TOTAL = 'Rs. 530.00';
const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

type OrderReply = { _id: string; orderId: string; paymentMethod: string; payment_status: string; payment_id: string | null; totalAmt: number };
type PaymentRow = { orderId: string; status: string; amount: number; receipt_url: string | null };

const test = testWithShopper('Payer');

// One worker for the file, so the one shopper above serves every test.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const cardNumber = (page: Page) => page.getByRole('form', { name: 'Card payment' }).getByLabel('Card number');
const payButton = (page: Page) => page.getByRole('button', { name: `Pay ${TOTAL}` });

async function orderOf(shopper: Customer, orderId: string): Promise<OrderReply> {
  const reply = await shopper.api.get(`/api/order/${orderId}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: OrderReply }).data;
}

/** Pays with `card` and waits for 'Payment Successful!' and the receipt link. */
async function payAndSeeReceipt(page: Page, card: string): Promise<Locator> {
  await cardNumber(page).fill(card);
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful!' })).toBeVisible();
  const receipt = page.getByRole('link', { name: /^View Receipt/ });
  await expect(receipt).toBeVisible();
  // One success message, the heading's: no second one comes with the receipt.
  await expect(page.getByText('Payment successful 🎉')).toHaveCount(0);
  return receipt;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a card order is paid with 4242 4242 4242 4242: receipt, confirmation, the order page and Payment History show it', async ({
  page,
  shopper,
}) => {
  await logInOverApi(page, shopper.account);
  const orderId = await placeCardOrder(page, shopper, PRODUCT);
  await expect(fact(page, 'Total')).toHaveText(TOTAL);
  // The intent exists once the page has asked for it: its id is shown and the button can be used.
  await expect(fact(page, 'Payment ID')).toHaveText(/^pi_test_/);
  const paymentId = (await fact(page, 'Payment ID').textContent())!;
  await expect(page.getByText('Initializing payment...')).toBeHidden();
  await expect(cardNumber(page)).toHaveAccessibleDescription(/4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined/);
  await expect(payButton(page)).toBeEnabled();

  const receipt = await payAndSeeReceipt(page, CARD_PAYS);
  await expect(receipt).toHaveAttribute('target', '_blank');
  await expect(receipt).toHaveAttribute('rel', 'noopener');
  const receiptUrl = new URL((await receipt.getAttribute('href'))!);
  expect(receiptUrl.pathname).toBe(`/payment/receipt/${paymentId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful!' })).toBeFocused();
  await expect(cardNumber(page)).toHaveCount(0);

  // The server settled the order.
  const paid = await orderOf(shopper, orderId);
  expect(paid).toMatchObject({ paymentMethod: 'card', payment_status: 'completed', payment_id: paymentId, totalAmt: 530 });
  const payments = (await (await shopper.api.get('/api/payments/userpayments')).json()) as PaymentRow[];
  expect(payments.find((payment) => payment.orderId === orderId)).toMatchObject({ status: 'succeeded', amount: 530, receipt_url: receiptUrl.href });

  // Go to Order Details: the confirmation of the paid order, which then moves on to the order's page.
  await page.getByRole('button', { name: 'Go to Order Details' }).click();
  await expect(page).toHaveURL('/ordersuccess');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(fact(page, 'Order ID')).toHaveText(orderId);
  await expect(fact(page, 'Total amount')).toHaveText(TOTAL);
  await page.getByRole('link', { name: 'View Order' }).click();
  await expect(page).toHaveURL(`/ordershow/${orderId}`);
  await expect(fact(page, 'Payment status')).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The receipt page (the link's host is APP_URL's; the session cookie belongs to this test's host).
  await page.goto(receiptUrl.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Lanka Shop');
  await expect(fact(page, 'Order ID')).toHaveText(orderId);
  await expect(fact(page, 'Amount')).toHaveText(`${TOTAL} (LKR)`);
  await expect(fact(page, 'Status')).toHaveText('succeeded');
  await expect(fact(page, 'Payment ID')).toHaveText(paymentId);
  await expect(page.getByText(/built-in test gateway/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  // Someone else's payment id, or none: not found.
  expect((await page.goto('/payment/receipt/pi_test_nosuchpayment'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();

  // The shopper's Payment History lists it, with its receipt.
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText(TOTAL);
  await expect(row).toContainText(shopper.account.email);
  const badge = row.getByText('succeeded', { exact: true });
  const { r, g, b } = await colourOf(badge, 'background-color');
  expect(g, `green badge: rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(r, b));
  await expect(row.getByRole('link', { name: `View receipt of ${orderId} (opens in a new tab)` })).toHaveAttribute('href', receiptUrl.href);

  // Its search (on the server) finds it by its order id in lower case; the export link follows the search.
  await waitForHydration(page);
  const searchForm = page.getByRole('search', { name: 'Payment search' });
  await searchForm.getByRole('searchbox', { name: 'Search payments' }).fill(orderId.toLowerCase());
  await searchForm.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/dashboard/payments?search=${orderId.toLowerCase()}`);
  await expect(page.getByRole('region', { name: /^Your payments/ }).getByRole('row').locator('td:first-child')).toHaveText([orderId]);
  await expect(page.getByRole('link', { name: /^Export CSV/ })).toHaveAttribute('href', `/api/payments/userpayments/export?search=${orderId.toLowerCase()}`);
});

test('a declined card says so and leaves the order payable: Pay now on its page, then 4242 pays', async ({ page, shopper }) => {
  await logInOverApi(page, shopper.account);
  const orderId = await placeCardOrder(page, shopper, PRODUCT);
  await waitForHydration(page);
  await expect(payButton(page)).toBeEnabled();

  // An incomplete number is refused by the gateway with its own message.
  await cardNumber(page).fill('4242 4242');
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' })).toBeVisible();

  await cardNumber(page).fill(CARD_DECLINED);
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByText('Your card number is incomplete.')).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  expect(await orderOf(shopper, orderId)).toMatchObject({ payment_status: 'failed' });

  // Later, from the order's page.
  await page.goto(`/ordershow/${orderId}`);
  await expect(fact(page, 'Payment status')).toContainText('Failed');
  // Unpaid, the order holds its items only until the end of its hold (ORDER_HOLD_MINUTES).
  await expect(page.getByText(/^Please pay by .+: until then this order holds its items for you/)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL('/payment');
  await expect(fact(page, 'Order ID')).toHaveText(orderId);
  await expect(payButton(page)).toBeEnabled();
  await payAndSeeReceipt(page, CARD_PAYS);
  expect(await orderOf(shopper, orderId)).toMatchObject({ payment_status: 'completed' });

  // Paid now: the order page offers no payment any more.
  await page.goto(`/ordershow/${orderId}`);
  await expect(fact(page, 'Payment status')).toContainText('Completed');
  await expect(page.getByText(/^Please pay by/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test("/payment opened without an order says 'No order data found.' and leads to checkout", async ({ page, shopper }) => {
  await logInOverApi(page, shopper.account);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Payment' })).toBeVisible();
  await expect(page.getByText('No order data found.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('a failed payment intent says so, and Retry asks again', async ({ page, shopper }) => {
  await logInOverApi(page, shopper.account);
  await page.route('**/api/payments/create-intent', (route) => route.fulfill({ status: 500, json: { success: false } }));
  await placeCardOrder(page, shopper, PRODUCT);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to initialize payment' })).toBeVisible();
  await expect(payButton(page)).toBeDisabled();

  await page.unroute('**/api/payments/create-intent');
  await page.route('**/api/payments/create-intent', (route) => route.abort());
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error initializing payment. Please try again.' })).toBeVisible();

  await page.unroute('**/api/payments/create-intent');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fact(page, 'Payment ID')).toHaveText(/^pi_test_/);
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the admin finds a payment by e-mail, sees none for a nonsense search, and exports the CSV', async ({ page, shopper }) => {
  // A payment of the shopper's, made over the API: a buy now paid with the test card.
  const placed = await shopper.api.post('/api/order/create', {
    data: { mode: 'buy_now', paymentMethod: 'card', delivery_address: shopper.addressId, product_details: [{ productId: await productId(shopper.api, PRODUCT), quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: OrderReply }).data;
  const intent = await shopper.api.post('/api/payments/create-intent', { data: { orderId: order._id, amount: order.totalAmt, email: shopper.account.email } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const confirmed = await shopper.api.post('/api/payments/confirm', { data: { paymentIntentId, cardNumber: CARD_PAYS } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Search payments by order id, name, e-mail or payment id' });

  // The search (on the server, once typing pauses) ignores case and keeps only the shopper's payments.
  await search.fill(shopper.account.email.toUpperCase());
  const rows = page.getByRole('region', { name: 'All payments' }).getByRole('row');
  const row = rows.filter({ hasText: order.orderId });
  await expect(row).toContainText('Rs. 800.00'); // Rs 520 + the Rs 280 buy-now fee
  await expect(row).toContainText(shopper.account.name);
  await expect(row).toContainText('succeeded');
  // Counted once the searched page has replaced the whole list (the address holds the search, nothing is loading).
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const shopperRows = await rows.count();
  for (let index = 1; index < shopperRows; index += 1) await expect(rows.nth(index)).toContainText(shopper.account.email);
  await expect(page.getByText(/^Page 1 of 1\b/)).toBeVisible();

  await search.fill('no such payment zzz');
  await expect(page.getByText('No payments found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');

  // Export CSV: every payment the search matched, streamed by the server for the search in the address.
  await search.fill(shopper.account.email);
  await expect(row).toBeVisible();
  const exportLink = page.getByRole('link', { name: /^Export CSV/ });
  await expect(exportLink).toHaveAttribute('href', `/api/payments/admin/export?search=${encodeURIComponent(shopper.account.email)}`);
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  // Every line ends in CRLF.
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Order ID","User","Email","Amount (LKR)","Status","Date","Receipt URL"');
  expect(lines).toHaveLength(shopperRows); // the header and one line per payment shown
  const line = lines.find((candidate) => candidate.startsWith(`"${order.orderId}"`));
  expect(line).toMatch(
    new RegExp(`^"${order.orderId}","${shopper.account.name}","${shopper.account.email}","800\\.00","succeeded","[^"]+","http[^"]+/payment/receipt/${paymentIntentId}"$`),
  );
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the payment page and Payment History fit the screen', async ({ page, shopper }) => {
    await logInOverApi(page, shopper.account);
    await placeCardOrder(page, shopper, PRODUCT);
    await expect(payButton(page)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your payments' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
