import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PRODUCTS } from '../lib/db/seed/catalogue';
import { productId } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * Issue 19's shop list and product page extras, as a guest meets them: the filters' counts and total, the phone's
 * filter sheet, related products, image zoom, recently viewed and the share link. Expectations come from the seeded
 * demo catalogue (lib/db/seed/catalogue.ts), which no test changes.
 */

const tea = PRODUCTS.filter((product) => product.subcategory === 'Tea');
const teaInStock = tea.filter((product) => product.stock > 0);

const filters = (page: Page) => page.getByRole('search', { name: 'Product filters' });
/** The list's status line ('Loading...', the total); the footer's newsletter has a status line too. */
const listStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** The value of the option whose name starts with `name` and a count: 'Tea' is 'Tea (6)'. */
async function optionCount(page: Page, label: string, name: string): Promise<{ value: string; count: number }> {
  const option = page.getByLabel(label, { exact: true }).getByRole('option', { name: new RegExp(`^${name} \\(([\\d,]+)\\)$`) });
  const text = (await option.textContent())!;
  return { value: (await option.getAttribute('value'))!, count: Number(/\(([\d,]+)\)$/.exec(text)![1]!.replace(/,/g, '')) };
}

test('the shop filters count what each choice would find, and the total follows the filters', async ({ page }) => {
  await page.goto('/shop');
  await waitForHydration(page);
  const spices = await optionCount(page, 'Category', 'Spices & Tea');
  expect(spices.count).toBe(PRODUCTS.filter((product) => product.category === 'Spices & Tea').length);
  await filters(page).getByLabel('Category', { exact: true }).selectOption(spices.value);
  await expect(listStatus(page)).toHaveText(`${spices.count} products`);

  const teaOption = await optionCount(page, 'Subcategory', 'Tea');
  expect(teaOption.count).toBe(tea.length);
  await filters(page).getByLabel('Subcategory', { exact: true }).selectOption(teaOption.value);
  await expect(listStatus(page)).toHaveText(`${tea.length} products`);
  await expect(filters(page).getByLabel('In Stock Only')).toHaveAccessibleName(`In Stock Only (${teaInStock.length})`);

  await filters(page).getByLabel('In Stock Only').check();
  await expect(listStatus(page)).toHaveText(`${teaInStock.length} products`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(teaInStock.length);
});

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the filters open in a sheet behind a button, and products start on the first screen', async ({ page }) => {
    await page.goto('/shop');
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeInViewport();
    await expect(filters(page).getByLabel('Category', { exact: true })).toBeHidden();

    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const spices = await optionCount(page, 'Category', 'Spices & Tea');
    await sheet.getByLabel('Category', { exact: true }).selectOption(spices.value);
    await sheet.getByRole('button', { name: `Show ${spices.count} products` }).click();

    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await expect(page).toHaveURL(/category=/);
  });
});

test.describe('around the product', () => {
  test('related products come from its subcategory, in stock first, never the product itself', async ({ page, request }) => {
    await page.goto(`/product/${await productId(request, 'Cinnamon Tea 25 Tea Bags')}`);
    const related = page.getByRole('list', { name: 'Related products' }).getByRole('listitem');
    await expect(related).toHaveCount(4);
    const names = await related.getByRole('link').allTextContents();
    // Four other teas are in stock: the fifth, sold out, comes after them, past the four shown.
    expect(names.sort()).toEqual(
      teaInStock
        .map((product) => product.name)
        .filter((name) => name !== 'Cinnamon Tea 25 Tea Bags')
        .sort(),
    );
  });

  test('the main image opens zoomed in a dialog, which Escape closes', async ({ page, request }) => {
    await page.goto(`/product/${await productId(request, 'Samba Rice 5kg')}`);
    await waitForHydration(page);
    const zoom = page.getByRole('button', { name: 'Zoom image: Samba Rice 5kg' });
    await zoom.click();
    const dialog = page.getByRole('dialog', { name: 'Zoom image: Samba Rice 5kg' });
    await expect(dialog).toBeVisible();
    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn).toHaveAttribute('aria-pressed', 'false');
    await zoomIn.click();
    await expect(zoomIn).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
  });

  test('a product seen before is offered again on the next one, and the share button copies the link', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const cinnamonTea = await productId(request, 'Cinnamon Tea 25 Tea Bags');
    await page.goto(`/product/${cinnamonTea}`);
    await waitForHydration(page);
    // Kept once the page has loaded (the list's code loads after the load event).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lanka-shop:recently-viewed'))).toContain(cinnamonTea);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

    const samba = await productId(request, 'Samba Rice 5kg');
    await page.goto(`/product/${samba}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: 'Cinnamon Tea 25 Tea Bags' })).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Samba Rice 5kg' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied', 'success');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/product/${samba}$`));
  });
});
