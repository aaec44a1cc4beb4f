import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { mailsTo } from './support/mailbox';
import { BASE_URL, testWithShopper } from './support/shop-api';
import { fact, placeCardOrder } from './support/checkout';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Running the business, end to end (issue 18): a shopper pays a card order with the built-in test gateway; the admin
 * ships it with a courier and a tracking number on the Orders screen; the shopper sees them on the order page and in
 * the "on its way" mail; the admin refunds part of it; the shopper sees the refund on the order page and in the refund
 * mail. On the way: the admin's CSV export of the order and the shopper's PDF invoice.
 *
 * Order mails are sent by the outbox after their transaction commits (a loop polling every second), so they are
 * waited for. The order is one Cream Crackers 500g (Rs 480, seeded with plenty of stock) through the cart, plus the
 * Rs 10 cart delivery fee: Rs 490. The file registers ONE shopper (the register limit, lib/auth/limits.ts).
 */

const PRODUCT = 'Cream Crackers 500g';
const TOTAL = 'Rs. 490.00';
const CARD_PAYS = '4242 4242 4242 4242';
const COURIER = 'Pronto Lanka';
const REFUND = { amount: '120.50', shown: 'Rs. 120.50', left: 'Rs. 369.50', reason: 'One pack arrived crushed' };

const test = testWithShopper('Fulfil');

test.describe.configure({ mode: 'default', timeout: 90_000 });

/** Waits for the shopper's mail titled `subject` and gives its raw text (headers and both parts). */
async function mailTitled(address: string, subject: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        text = (await mailsTo(address)).find((mail) => mail.subject === subject)?.text;
        return text;
      },
      { message: `a mail to ${address} titled '${subject}'`, timeout: 20_000 },
    )
    .toBeDefined();
  return text!;
}

/** The subjects of the mails to `address` about order `orderId`, oldest first. */
async function subjectsAbout(address: string, orderId: string): Promise<string[]> {
  return (await mailsTo(address)).map((mail) => mail.subject).filter((subject) => subject.includes(orderId));
}

test('the admin ships a paid card order with tracking and refunds part of it: the shopper sees both and is mailed both', async ({
  page,
  browser,
  shopper,
}) => {
  const email = shopper.account.email;

  // The shopper pays a card order of PRODUCT through checkout and the payment page.
  await logInOverApi(page, shopper.account);
  const orderId = await placeCardOrder(page, shopper, PRODUCT);
  await expect(fact(page, 'Total')).toHaveText(TOTAL);
  const payButton = page.getByRole('button', { name: `Pay ${TOTAL}` });
  await expect(payButton).toBeEnabled();
  await page.getByRole('form', { name: 'Card payment' }).getByLabel('Card number').fill(CARD_PAYS);
  await payButton.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Successful!' })).toBeVisible();
  await mailTitled(email, `Payment of ${TOTAL} received for order ${orderId}`);

  // The admin, in a browser of their own, opens the order on the Orders screen.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await logInOverApi(admin, E2E_ADMIN);
  await admin.goto(`/admin/orders?search=${orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await waitForHydration(admin);
  const row = admin.getByRole('table', { name: 'Orders' }).locator('tbody').getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Payment: Completed');
  await expect(row).toContainText('Delivery: Pending');
  await row.getByRole('button', { name: orderId }).click();
  const panel = admin.getByRole('region', { name: `Order ${orderId}` });
  await expect(panel.getByRole('heading', { name: `Order ${orderId}` })).toBeFocused();

  // Shipped: the ship form asks for the courier (from the list) and the tracking number.
  const trackingNumber = `PL-${Date.now()}`;
  await panel.getByLabel('Delivery status').selectOption('shipped');
  const shipForm = panel.getByRole('form', { name: 'Ship this order' });
  await shipForm.getByLabel('Courier', { exact: true }).selectOption(COURIER);
  await shipForm.getByLabel('Tracking number').fill(trackingNumber);
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expectToast(admin, 'Order updated successfully', 'success');
  await expect(shipForm).toHaveCount(0);
  await expect(row).toContainText('Delivery: Shipped');
  await expect(fact(panel, 'Courier')).toHaveText(COURIER);
  await expect(fact(panel, 'Tracking number')).toHaveText(trackingNumber);

  // The shopper's order page shows the courier and the tracking number.
  await page.goto(`/ordershow/${orderId}`);
  await expect(fact(page, 'Delivery status')).toHaveText('Shipped');
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(fact(progress, 'Courier')).toHaveText(COURIER);
  await expect(fact(progress, 'Tracking number')).toHaveText(trackingNumber);
  await expect(fact(progress, 'Shipped on')).toHaveText(/\d{4}/);

  // ...and the "on its way" mail, with them.
  const shippedMail = await mailTitled(email, `Your order ${orderId} is on its way`);
  expect(shippedMail).toContain(`Courier: ${COURIER}`);
  expect(shippedMail).toContain(`Tracking number: ${trackingNumber}`);
  expect(shippedMail).toContain(`/ordershow/${orderId}`);

  // The admin refunds part of the order: the amount starts at what is left, a reason is required, a dialog confirms.
  await panel.getByRole('button', { name: 'Refund', exact: true }).click();
  const refundForm = panel.getByRole('form', { name: 'Refund this order' });
  const amount = refundForm.getByLabel('Amount (Rs.)');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('490.00');
  await amount.fill(REFUND.amount);
  await refundForm.getByLabel('Reason').fill(REFUND.reason);
  await refundForm.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Refund this order?' });
  await expect(dialog).toContainText(`${REFUND.shown} goes back to the shopper's card.`);
  await dialog.getByRole('button', { name: `Refund ${REFUND.shown}` }).click();
  await expectToast(admin, 'Refund issued', 'success');
  await expect(dialog).toBeHidden();
  await expect(refundForm).toHaveCount(0);
  await expect(fact(panel, 'Refunded')).toHaveText(`−${REFUND.shown}`);
  await expect(panel.getByLabel('Payment status')).toHaveValue('partially_refunded');
  await expect(row).toContainText('Payment: Partially refunded');

  // The shopper's order page shows the refund and what was kept...
  await page.reload();
  await expect(fact(page, 'Payment status')).toContainText('Partially refunded');
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(fact(summary, 'Refunded')).toHaveText(`−${REFUND.shown}`);
  await expect(fact(summary, 'Paid after refunds')).toHaveText(REFUND.left);

  // ...and the refund mail says the amount and the reason.
  const refundMail = await mailTitled(email, `Refund of ${REFUND.shown} for order ${orderId}`);
  expect(refundMail).toContain(`We have refunded ${REFUND.shown} for order ${orderId}. Reason: ${REFUND.reason}`);
  expect(refundMail).toContain('The money goes back to the card you paid with');

  // Each event was mailed once, in order.
  expect(await subjectsAbout(email, orderId)).toEqual([
    `Your Lanka Shop order ${orderId} has been placed`,
    `Payment of ${TOTAL} received for order ${orderId}`,
    `Your order ${orderId} is on its way`,
    `Refund of ${REFUND.shown} for order ${orderId}`,
  ]);

  // The shopper downloads the invoice: a PDF.
  await waitForHydration(page);
  const invoiceDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download invoice' }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  expect((await readFile((await invoice.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The admin exports the searched list: the header, then the order's one line, shipped and partly refunded.
  const csvDownload = admin.waitForEvent('download');
  await admin.getByRole('link', { name: /^Export CSV/ }).click();
  const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).trimEnd().split('\r\n');
  expect(csv[0]).toMatch(/^"Order ID","Date","Customer","Email",.*,"Total \(LKR\)","Refunded \(LKR\)"$/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(new RegExp(`^"${orderId}",.*,"card","partially_refunded","shipped","","Pronto Lanka","PL-\\d+","${PRODUCT}",.*,"490\\.00","120\\.50"$`));
  await adminContext.close();
});
