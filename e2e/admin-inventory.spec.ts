import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The inventory of Manage Products: the table view with sortable headers, the Low stock view, bulk Set discount and
 * Delete, image order in the form, and a draft that only admins see. The products are this run's own, in a category
 * of their own, so the seeded catalogue never gets in the way.
 */

test.describe.configure({ mode: 'default' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const tag = randomBytes(4).toString('hex');
const CATEGORY = `Inventory ${tag}`;
// Stock 30 (in stock), 2 and 4 (low), and a draft with 3 (low).
const PLENTY = `Plenty ${tag}`;
const FEW = `Few ${tag}`;
const SOME = `Some ${tag}`;
const DRAFT = `Draft ${tag}`;

let admin: APIRequestContext;
let categoryId: string;
const ids: Record<string, string> = {};

async function createProduct(name: string, stock: number, extra: Record<string, string> = {}) {
  const reply = await admin.post('/api/products/create', {
    multipart: { name, categoryId, unit: 'pack', stock: String(stock), price: '500', ...extra, images: png('front.png') },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  ids[name] = ((await reply.json()) as { data: { _id: string } }).data._id;
}

test.beforeAll(async ({ playwright }) => {
  admin = await apiAs(playwright, E2E_ADMIN);
  const category = await admin.post('/api/category/create', { multipart: { name: CATEGORY, image: png('category.png') } });
  expect(category.status(), await category.text()).toBe(201);
  categoryId = ((await category.json()) as { data: { _id: string } }).data._id;
  await createProduct(PLENTY, 30);
  await createProduct(FEW, 2);
  await createProduct(SOME, 4);
  await createProduct(DRAFT, 3, { status: 'draft' });
});

test.afterAll(async () => {
  const left = Object.values(ids);
  if (left.length) await admin.post('/api/products/bulk/delete', { data: { ids: left } });
  await admin.delete('/api/category/delete', { data: { name: CATEGORY } });
  await admin.dispose();
});

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const rowNames = (page: Page) => table(page).getByRole('rowheader');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: true });

async function openInventory(page: Page) {
  await logInOverApi(page, E2E_ADMIN);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  await waitForHydration(page);
}

async function chooseCategory(page: Page) {
  await page.getByRole('group', { name: 'Filter and sort products' }).getByLabel('Category').selectOption({ label: CATEGORY });
  await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
}

test('table view: columns sort on the server with aria-sort, the Low stock view, bulk discount', async ({ page }) => {
  await openInventory(page);
  await page.getByRole('navigation', { name: 'Product views' }).getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await chooseCategory(page);
  await expect(rowNames(page)).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: /^4 products in / })).toBeVisible();
  await expect(rowOf(page, DRAFT).getByRole('cell').filter({ hasText: 'Draft' })).toHaveCount(1);

  // Newest first by default; Stock sorts highest first, then lowest first.
  await expect(header(page, 'Added')).toHaveAttribute('aria-sort', 'descending');
  await header(page, 'Stock').getByRole('button').click();
  await expect(page).toHaveURL(/sort=stock&order=desc/);
  await expect(header(page, 'Stock')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Added')).toHaveAttribute('aria-sort', 'none');
  await expect(rowNames(page)).toHaveText([PLENTY, SOME, DRAFT, FEW].map((name) => new RegExp(name)));
  await header(page, 'Stock').getByRole('button').click();
  await expect(header(page, 'Stock')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowNames(page)).toHaveText([FEW, DRAFT, SOME, PLENTY].map((name) => new RegExp(name)));

  // The Low stock view: 1 to 5 left, fewest first, as a table; within this run's category.
  await page.getByRole('link', { name: 'Low stock' }).click();
  await expect(page).toHaveURL(/view=table.*stock=low_stock.*sort=stock&order=asc/);
  await chooseCategory(page);
  await expect(page.getByRole('group', { name: 'Filter and sort products' }).getByLabel('Stock')).toHaveValue('low_stock');
  await expect(rowNames(page)).toHaveText([FEW, DRAFT, SOME].map((name) => new RegExp(name)));

  // Bulk discount on the whole page: checked first in the browser, then by the server.
  await table(page).getByRole('checkbox', { name: 'Select all products on this page' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('3 products selected');
  await bulk.getByLabel('Discount %').fill('150');
  await bulk.getByRole('button', { name: 'Set discount' }).click();
  await expect(bulk.getByRole('alert')).toHaveText('Discount must be a whole percent from 0 to 100');
  await bulk.getByLabel('Discount %').fill('20');
  await bulk.getByRole('button', { name: 'Set discount' }).click();
  await expectToast(page, 'Discount set to 20% on 3 products', 'success');
  for (const name of [FEW, SOME, DRAFT]) await expect(rowOf(page, name)).toContainText('20%');
  await expect(bulk).toContainText('Select products to change several at once.');
  const reply = await admin.get(`/api/products/admin?category=${categoryId}&sort=name&order=asc`);
  const data = ((await reply.json()) as { data: { name: string; discount: number }[] }).data;
  expect(Object.fromEntries(data.map((product) => [product.name, product.discount]))).toEqual({ [DRAFT]: 20, [FEW]: 20, [PLENTY]: 0, [SOME]: 20 });
});

test('a draft is not in the shop; an admin previews it and publishes it from the form', async ({ page, browser }) => {
  const guest = await browser.newPage();
  const missing = await guest.goto(`/product/${ids[DRAFT]}`);
  expect(missing?.status()).toBe(404);
  await expect(guest.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await guest.goto(`/shop?keyword=${tag}`);
  const list = guest.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('link', { name: FEW, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: DRAFT, exact: true })).toHaveCount(0);
  const sitemap = await guest.request.get('/sitemaps/products-0.xml');
  expect(await sitemap.text()).not.toContain(`/product/${ids[DRAFT]}`);

  await openInventory(page);
  const preview = await page.goto(`/product/${ids[DRAFT]}`);
  await expect(page.getByText('Draft: only admins see this page.')).toBeVisible();
  // Nothing the shop would refuse: no buying, no reviews.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ratings and reviews' })).toHaveCount(0);
  // The preview is the admin's alone: never stored by a cache, and a guest asking next still finds nothing.
  expect(preview?.headers()['cache-control']).toContain('no-store');
  expect((await guest.goto(`/product/${ids[DRAFT]}`))?.status()).toBe(404);
  await expect(guest.getByText('Draft: only admins see this page.')).toHaveCount(0);

  await page.goto(`/admin/products?status=draft&category=${categoryId}`);
  await waitForHydration(page);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: `Edit: ${DRAFT}` }).click();
  const form = page.getByRole('region', { name: 'Edit Product' });
  await expect(form.getByLabel('Status')).toHaveValue('draft');
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'success');
  await expect(page.getByText('No products found')).toBeVisible();

  const published = await guest.goto(`/product/${ids[DRAFT]}`);
  expect(published?.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible();
  await guest.close();
});

test('images are put in order in the form; the first is the main image', async ({ page }) => {
  const name = `Pictured ${tag}`;
  const reply = await admin.post('/api/products/create', {
    multipart: { name, categoryId, unit: 'pack', stock: '9', price: '700' },
  });
  ids[name] = ((await reply.json()) as { data: { _id: string } }).data._id;

  await openInventory(page);
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Edit: ${name}` }).click();
  let form = page.getByRole('region', { name: 'Edit Product' });
  await form.getByLabel('Choose images').setInputFiles([png('one.png'), png('two.png')]);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'success');
  const before = await imagesOf(name);
  expect(before).toHaveLength(2);
  // The refreshed list has the saved images before Edit reads them.
  await expect(page.getByRole('list', { name: 'Products' }).locator('img')).toHaveAttribute('src', before[0]!);

  await page.getByRole('button', { name: `Edit: ${name}` }).click();
  form = page.getByRole('region', { name: 'Edit Product' });
  await expect(form.getByText('Main image', { exact: true })).toHaveCount(1);
  const later = form.getByRole('button', { name: 'Move Saved image 1 later' });
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Saved image moved to place 2')).toBeAttached();
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'success');
  expect(await imagesOf(name)).toEqual([before[1], before[0]]);
});

test('bulk delete asks first, naming how many', async ({ page }) => {
  await openInventory(page);
  await page.goto(`/admin/products?view=table&category=${categoryId}&sort=name&order=asc`);
  await waitForHydration(page);
  // FEW is open in the form: deleting it with the others empties the form, as a single delete does.
  await rowOf(page, FEW).getByRole('button', { name: `Edit: ${FEW}` }).click();
  await expect(page.getByRole('region', { name: 'Edit Product' })).toBeVisible();
  await rowOf(page, FEW).getByRole('checkbox').check();
  await rowOf(page, SOME).getByRole('checkbox').check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 products selected');
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 products?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, FEW)).toHaveCount(1);

  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete 2 products' }).click();
  await expectToast(page, '2 products deleted', 'success');
  await expect(rowOf(page, FEW)).toHaveCount(0);
  await expect(rowOf(page, SOME)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Add Product' })).toBeVisible();
  delete ids[FEW];
  delete ids[SOME];
});

async function imagesOf(name: string): Promise<string[]> {
  const reply = await admin.get(`/api/products/admin?search=${encodeURIComponent(name)}`);
  return ((await reply.json()) as { data: { image: string[] }[] }).data[0]!.image;
}
