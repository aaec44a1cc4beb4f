import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi, registerAccount } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs, productId } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Manage Reviews at a year of data: the list is paged, filtered (rating, one product) and searched on the server,
 * the address keeps the view, each review links to its product and its reviewer, delete asks first; the shopper's
 * My Reviews is paged by ?page=. One shopper reviews three seeded products no other spec looks at, with a tag no other
 * review has in the comments, and the reviews are deleted again at the end.
 */

const NEWEST = 'Whole Nutmeg 100g';
const MIDDLE = 'Green Cardamom 50g';
const OLDEST = 'Cloves 50g';
const PRODUCTS = [NEWEST, MIDDLE, OLDEST];

test('Manage Reviews pages, filters and searches on the server; My Reviews pages by address', async ({ page, browser, request, playwright }) => {
  test.setTimeout(120_000);
  const tag = `rv${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const shopper = await registerAccount(request, 'Reviewlist');
  const shopperApi = await apiAs(playwright, shopper);
  const reviewIds: string[] = [];
  try {
    // Oldest first, one after another, so the newest-first order is known.
    for (const [name, rating] of [
      [OLDEST, 5],
      [MIDDLE, 2],
      [NEWEST, 5],
    ] as const) {
      const reply = await shopperApi.post('/api/reviews/create', {
        data: { productId: await productId(shopperApi, name), rating, comment: `${tag} about ${name}` },
      });
      expect(reply.status(), await reply.text()).toBe(201);
      reviewIds.push(((await reply.json()) as { data: { _id: string } }).data._id);
    }
    const middleId = await productId(shopperApi, MIDDLE);

    await logInOverApi(page, E2E_ADMIN);
    await page.goto(`/admin/reviews?search=${tag}&limit=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
    await waitForHydration(page);

    const table = page.getByRole('table');
    const products = table.getByRole('link', { name: new RegExp(`^(${PRODUCTS.join('|')})$`) });
    const pages = page.getByRole('navigation', { name: 'Review pages' });
    const searchBox = page.getByRole('searchbox', { name: 'Search reviews' });
    const rating = page.getByRole('combobox', { name: 'Rating', exact: true });

    // Newest first, two a page; each review leads to its product and its reviewer.
    await expect(table.getByRole('columnheader')).toHaveText(['User', 'Product', 'Rating', 'Comment', 'Actions']);
    await expect(searchBox).toHaveValue(tag);
    await expect(page.getByText('3 reviews', { exact: true })).toBeVisible();
    await expect(pages).toContainText('Page 1 of 2');
    await expect(products).toHaveText([NEWEST, MIDDLE]);
    await expect(table.getByRole('link', { name: MIDDLE, exact: true })).toHaveAttribute('href', `/product/${middleId}`);
    await expect(table.getByRole('rowheader').first().getByRole('link', { name: shopper.name })).toHaveAttribute('href', /^\/admin\/users\/[^/?]+$/);
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin/reviews?search=${tag}&limit=2&page=2`);
    await expect(pages).toContainText('Page 2 of 2');
    await expect(products).toHaveText([OLDEST]);
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    // A rating goes back to page 1.
    await rating.selectOption('5 stars');
    await expect(page).toHaveURL(`/admin/reviews?search=${tag}&rating=5&limit=2`);
    await expect(products).toHaveText([NEWEST, OLDEST]);
    await expect(page.getByText('2 reviews', { exact: true })).toBeVisible();
    await rating.selectOption('1 star');
    await expect(page.getByText('No reviews found.', { exact: true })).toBeVisible();
    await rating.selectOption('All ratings');
    await expect(page).toHaveURL(`/admin/reviews?search=${tag}&limit=2`);
    await expect(products).toHaveText([NEWEST, MIDDLE]);

    // One product's reviews, from its row.
    await waitForHydration(page);
    await table.getByRole('link', { name: `Only this product: ${MIDDLE}` }).click();
    await expect(page).toHaveURL(`/admin/reviews?search=${tag}&productId=${middleId}&limit=2`);
    await expect(products).toHaveText([MIDDLE]);
    await expect(page.getByText(`Reviews of ${MIDDLE}`)).toBeVisible();

    // The address is the view: a reload keeps it, Back shows the one before.
    await page.reload();
    await expect(products).toHaveText([MIDDLE]);
    await expect(searchBox).toHaveValue(tag);
    await page.goBack();
    await expect(page).toHaveURL(`/admin/reviews?search=${tag}&limit=2`);
    await expect(products).toHaveText([NEWEST, MIDDLE]);

    // Typed searches run after a pause: the reviewer's e-mail in capitals finds all three.
    await waitForHydration(page);
    const shouted = shopper.email.toUpperCase();
    await searchBox.fill(shouted);
    await expect(page).toHaveURL(`/admin/reviews?search=${encodeURIComponent(shouted)}&limit=2`);
    await expect(page.getByText('3 reviews', { exact: true })).toBeVisible();
    await expect(products).toHaveText([NEWEST, MIDDLE]);

    // Delete asks first; Cancel keeps the review, confirming removes it and the page is read again.
    const remove = table.getByRole('button', { name: `Delete review by ${shopper.name} of ${MIDDLE}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this review?' });
    await expect(dialog).toContainText(`${shopper.name}'s 2-star review of ${MIDDLE}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(products).toHaveText([NEWEST, MIDDLE]);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expectToast(page, 'Review deleted', 'success');
    await expect(products).toHaveText([NEWEST, OLDEST]);
    await expect(page.getByText('2 reviews', { exact: true })).toBeVisible();
    await expect(pages).toContainText('Page 1 of 1');

    // The shopper's My Reviews: one page here, so no pager; ?page= past the end says so and links back.
    const shopperContext = await browser.newContext();
    try {
      const shopperPage = await shopperContext.newPage();
      await logInOverApi(shopperPage, shopper);
      await shopperPage.goto('/dashboard/rating');
      const mine = shopperPage.getByRole('list', { name: 'My reviews' }).getByRole('heading', { level: 2 });
      await expect(mine).toHaveText([NEWEST, OLDEST]);
      await expect(shopperPage.getByRole('navigation', { name: 'Review pages' })).toHaveCount(0);
      await shopperPage.goto('/dashboard/rating?page=2');
      await expect(shopperPage.getByText('No reviews on this page')).toBeVisible();
      await shopperPage.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Previous' }).click();
      await expect(shopperPage).toHaveURL('/dashboard/rating');
      await expect(mine).toHaveText([NEWEST, OLDEST]);
      await shopperPage.goto('/dashboard/rating?page=abc');
      await expect(mine).toHaveText([NEWEST, OLDEST]);
    } finally {
      await shopperContext.close();
    }
  } finally {
    // Leave the seeded products without reviews again (one already deleted answers 404).
    for (const id of reviewIds) {
      const reply = await shopperApi.delete(`/api/reviews/${id}`);
      expect([200, 404]).toContain(reply.status());
    }
    await shopperApi.dispose();
  }
});
