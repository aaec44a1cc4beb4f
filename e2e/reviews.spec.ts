import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi, registerAccount } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Reviews: the product page's ratings and reviews (summary with the bars, the list, the form),
 * the dashboard's Rating (view, edit, save or cancel) and the admin's Manage Reviews (delete after a confirmation).
 * Uses a seeded product no other spec looks at, and leaves it without reviews again.
 */

const PRODUCT = 'Full Size Carrom Board';
/** Markup in a comment is text: it must show as typed. */
const COMMENT = 'Smooth board <b>not bold</b>, strikers glide well.';

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const reply = await request.get(`/api/products/filter?keyword=${encodeURIComponent(name)}`);
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { _id: string; name: string }[] };
  const product = data.find((candidate) => candidate.name === name);
  expect(product, `seeded product ${name}`).toBeDefined();
  return product!._id;
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Ratings and reviews' });
/** A bar of the distribution: '4 stars' … and its count. */
const distributionRow = (page: Page, label: string) =>
  reviewsRegion(page).getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem').filter({ hasText: label });

test('a guest is asked to log in to review', async ({ page, request }) => {
  await page.goto(`/product/${await productId(request, PRODUCT)}`);
  const region = reviewsRegion(page);
  await expect(region).toContainText('You must be logged in to post a review.');
  await expect(region.getByRole('link', { name: 'Log in to review' })).toHaveAttribute('href', /^\/login\?callbackUrl=%2Fproduct%2F/);
  await expect(region.getByRole('radiogroup')).toHaveCount(0);
});

test('a shopper reviews a product, edits the review from the dashboard, and the admin deletes it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const shopper = await registerAccount(request, 'reviewer');
  await logInOverApi(page, shopper);
  const id = await productId(request, PRODUCT);

  // Product page: the form asks for a rating first.
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  const region = reviewsRegion(page);
  await expect(region).toContainText('No reviews yet.');
  const form = region.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a rating');
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();

  // The arrow keys move through the stars; the choice is the radio checked.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Your review (optional)').fill(COMMENT);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(page, 'Review submitted', 'success');

  // Listed, with the summary and its bars updated; the form now edits that review.
  const listed = region.getByRole('article', { name: `Review by ${shopper.name}` });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(listed.getByText(COMMENT, { exact: true })).toBeVisible();
  await expect(listed.locator('b')).toHaveCount(0);
  await expect(region).toContainText('Based on 1 review');
  await expect(region).toContainText('4.0 average rating out of 5');
  await expect(distributionRow(page, '4 stars')).toContainText('1 review, 100%');
  await expect(distributionRow(page, '5 stars')).toContainText('0 reviews, 0%');
  const editForm = region.getByRole('form', { name: 'Edit your review' });
  await expect(editForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(editForm.getByLabel('Your review (optional)')).toHaveValue(COMMENT);
  await expect(page.getByRole('main').getByRole('link', { name: /1 review/ })).toBeVisible();

  // Dashboard Rating: view, edit and cancel, edit and save.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Rating', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/rating');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  await waitForHydration(page);
  const card = page.getByRole('list', { name: 'My reviews' }).getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(card.getByRole('link', { name: PRODUCT })).toHaveAttribute('href', `/product/${id}`);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.getByText(COMMENT, { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Edit review of ${PRODUCT}` }).click();
  const editor = card.getByRole('form', { name: `Edit review of ${PRODUCT}` });
  await expect(editor.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await editor.getByRole('radio', { name: '1 star', exact: true }).check();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit review of ${PRODUCT}` })).toBeFocused();

  await card.getByRole('button', { name: `Edit review of ${PRODUCT}` }).click();
  await editor.getByRole('radio', { name: '2 stars' }).check();
  await editor.getByLabel('Comment').fill('Warped after a month.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Review updated', 'success');
  await expect(editor).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(card.getByText('Warped after a month.')).toBeVisible();

  // The product page follows.
  await page.goto(`/product/${id}`);
  await expect(reviewsRegion(page)).toContainText('2.0 average rating out of 5');

  // The admin deletes it from Manage Reviews, after confirming.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await logInOverApi(adminPage, E2E_ADMIN);
    await adminPage.goto('/admin');
    await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(adminPage).toHaveURL('/admin/reviews');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
    await waitForHydration(adminPage);
    const table = adminPage.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['User', 'Product', 'Rating', 'Comment', 'Actions']);
    const row = table.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: shopper.name }) }).filter({ hasText: PRODUCT });
    await expect(row).toContainText('Warped after a month.');
    await expect(row.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

    const remove = row.getByRole('button', { name: `Delete review by ${shopper.name} of ${PRODUCT}` });
    await remove.click();
    const dialog = adminPage.getByRole('alertdialog', { name: 'Delete this review?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expectToast(adminPage, 'Review deleted', 'success');
    await expect(row).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // Gone for the shopper too, and the product is back to no reviews.
  await page.goto('/dashboard/rating');
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(reviewsRegion(page)).toContainText('No reviews yet.');
});
