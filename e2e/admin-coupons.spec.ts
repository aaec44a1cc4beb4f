import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/** Admin Coupons: the form in create and edit mode, the 'All Coupons' table, delete after a confirmation. */

const REQUIRED = 'Code, discount percent and expiry date are required';

/** A Colombo day `days` from today, as the date input takes it, and as the table shows it ('31 Dec 2026'). */
function colomboDay(days: number): { value: string; shown: string } {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return { value: `${parts.year}-${parts.month}-${parts.day}`, shown };
}

const couponRow = (page: Page, code: string) =>
  page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });

async function openCoupons(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page).toHaveURL('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Coupons' })).toBeVisible();
  await waitForHydration(page);
}

test('Coupons: create, refuse a duplicate, edit, cancel an edit, and delete after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  const code = `E2E-${randomBytes(3).toString('hex')}`.toUpperCase();
  const expiry = colomboDay(30);
  await logInOverApi(page, E2E_ADMIN);
  await openCoupons(page);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Code', 'Discount %', 'Expiry Date', 'Usage Limit', 'Used', 'Actions']);
  // The seeded unlimited coupon.
  await expect(couponRow(page, 'WELCOME10').getByRole('cell').nth(2)).toHaveText('Unlimited');

  const form = page.getByRole('form', { name: 'Add Coupon' });
  // Nothing filled: the required fields say so, and nothing is sent.
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form.getByText(REQUIRED).first()).toBeVisible();

  // Create, typed in lower case.
  await form.getByLabel('Coupon code').fill(code.toLowerCase());
  await form.getByLabel('Discount %').fill('15');
  await form.getByLabel('Expiry date').fill(expiry.value);
  await form.getByLabel('Usage limit').fill('0');
  await form.getByLabel('Limit per shopper').fill('1');
  await form.getByLabel('Description (optional)').fill('End-to-end offer');
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expectToast(page, 'Coupon created successfully!', 'success');
  const row = couponRow(page, code);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText(['15%', expiry.shown, 'Unlimited', '0', 'EditDelete']);
  await expect(form.getByLabel('Coupon code')).toHaveValue('');

  // The same code again, in another case: refused, shown on the field.
  await form.getByLabel('Coupon code').fill(code.toLowerCase());
  await form.getByLabel('Discount %').fill('5');
  await form.getByLabel('Expiry date').fill(expiry.value);
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expectToast(page, 'Coupon code already exists', 'error');
  await expect(form.getByText('Coupon code already exists')).toBeVisible();

  // Edit fills the form; the limit and discount change.
  await row.getByRole('button', { name: `Edit: ${code}`, exact: true }).click();
  const editForm = page.getByRole('form', { name: 'Edit Coupon' });
  await expect(editForm.getByLabel('Coupon code')).toHaveValue(code);
  await expect(editForm.getByLabel('Coupon code')).toBeFocused();
  await expect(editForm.getByLabel('Expiry date')).toHaveValue(expiry.value);
  await expect(editForm.getByLabel('Limit per shopper')).toHaveValue('1');
  await editForm.getByLabel('Discount %').fill('25');
  await editForm.getByLabel('Usage limit').fill('5');
  await editForm.getByRole('button', { name: 'Update Coupon' }).click();
  await expectToast(page, 'Coupon updated successfully!', 'success');
  await expect(row.getByRole('cell')).toHaveText(['25%', expiry.shown, '5', '0', 'EditDelete']);
  await expect(page.getByRole('form', { name: 'Add Coupon' })).toBeVisible();

  // Cancel leaves edit mode with an empty form.
  await row.getByRole('button', { name: `Edit: ${code}`, exact: true }).click();
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Coupon code')).toHaveValue('');
  await expect(form.getByLabel('Coupon code')).toBeFocused();

  // Delete asks first: Cancel keeps it, confirming deletes it.
  await row.getByRole('button', { name: `Delete: ${code}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this coupon?' });
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete: ${code}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete coupon' }).click();
  await expectToast(page, 'Coupon deleted!', 'success');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Coupons' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Coupons at 375 px: the table scrolls inside its region, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Coupons' })).toBeVisible();
  const region = page.getByRole('region', { name: /All coupons/ });
  await expect(region).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByLabel('Expiry date')).toHaveAttribute('type', 'date');
});
