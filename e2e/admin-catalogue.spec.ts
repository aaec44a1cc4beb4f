import { randomBytes } from 'node:crypto';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { submitLoginForm } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { countRequests, expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/** A 1x1 PNG: real image bytes, which the server checks (never the file name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Names of this run, so parallel runs and the seeded catalogue never collide. */
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** A card's button, named by its visible label and the item's (visually hidden) name: 'Edit: Name'. */
const actionName = (action: string, name: string) => ({ name: `${action}: ${name}`, exact: true });

function card(page: Page, grid: string, name: string): Locator {
  return page
    .getByRole('list', { name: grid, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * The admin's session, from one login through the /login form per worker (an admin lands on /admin); each test
 * starts from its cookies. Logins count against the per-address limit of the whole e2e run.
 */
let adminCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await submitLoginForm(page, E2E_ADMIN);
  await expect(page).toHaveURL('/admin', { timeout: 15_000 });
  adminCookies = await page.context().cookies();
  await page.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(adminCookies);
});

/** Opens the admin area as the logged-in admin. */
async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

async function openSection(page: Page, menuLabel: string, path: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** Delete from a card: Cancel first keeps the item, then the confirmation deletes (or is refused). */
async function deleteAfterConfirming(page: Page, item: Locator, name: string, title: string, confirmLabel: string) {
  await item.getByRole('button', actionName('Delete', name)).click();
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', actionName('Delete', name)).click();
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

test('admin creates, edits, finds and deletes a category, a subcategory and a product; a category in use is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const categoryName = unique('Spices');
  const categoryRenamed = `${categoryName} and Herbs`;
  const subcategoryName = unique('Cinnamon');
  const subcategoryRenamed = `${subcategoryName} Sticks`;
  const productName = unique('Ceylon Cinnamon');
  const productRenamed = `${productName} Quills`;
  const tamilName = unique('கறுவாப்பட்டை');

  await openAdmin(page);

  // --- Category: create with an image.
  await openSection(page, 'Categories', '/admin/categories', 'Manage Categories');
  let form = page.getByRole('region', { name: 'Add Category' });
  await form.getByLabel('Category name').fill(categoryName);
  await expect(form.getByText('PNG, JPG, JPEG (max 2MB)')).toBeVisible();
  await expect(form.getByLabel('Choose image')).toHaveAttribute('accept', 'image/*');
  await form.getByLabel('Choose image').setInputFiles(png('spices.png'));
  await expect(form.getByRole('img', { name: 'New image: spices.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Category' }).click();
  await expectToast(page, 'Category created', 'success');
  let item = card(page, 'Categories', categoryName);
  await expect(item).toBeVisible();
  await expect(item.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(form.getByLabel('Category name')).toHaveValue('');
  await expect(form.getByRole('img', { name: /New image/ })).toHaveCount(0);

  // Rename: Edit fills the form in edit mode; the saved image is enough.
  await item.getByRole('button', actionName('Edit', categoryName)).click();
  form = page.getByRole('region', { name: 'Edit Category' });
  await expect(form.getByLabel('Category name')).toHaveValue(categoryName);
  await expect(form.getByLabel('Category name')).toBeFocused();
  await expect(form.getByRole('img', { name: 'Current image' })).toBeVisible();
  await form.getByLabel('Category name').fill(categoryRenamed);
  await form.getByRole('button', { name: 'Update Category' }).click();
  await expectToast(page, 'Category updated', 'success');
  item = card(page, 'Categories', categoryRenamed);
  await expect(item).toBeVisible();
  await expect(card(page, 'Categories', categoryName)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Add Category' })).toBeVisible();

  // Search finds the one category; an empty search shows them all again.
  const search = page.getByRole('searchbox', { name: 'Search categories by name' });
  await search.fill(categoryRenamed);
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(1);
  await expect(item).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect.poll(() => page.getByRole('list', { name: 'Categories' }).getByRole('listitem').count()).toBeGreaterThan(1);

  // --- Subcategory in that category.
  await openSection(page, 'Subcategories', '/admin/subcategories', 'Manage Subcategories');
  form = page.getByRole('region', { name: 'Add Subcategory' });
  await form.getByLabel('Subcategory name').fill(subcategoryName);
  await form.getByLabel('Category', { exact: true }).selectOption({ label: categoryRenamed });
  await form.getByLabel('Choose image').setInputFiles(png('cinnamon.png'));
  await form.getByRole('button', { name: 'Create Subcategory' }).click();
  await expectToast(page, 'Subcategory created', 'success');
  item = card(page, 'Subcategories', subcategoryName);
  await expect(item).toContainText(categoryRenamed);

  await item.getByRole('button', actionName('Edit', subcategoryName)).click();
  form = page.getByRole('region', { name: 'Edit Subcategory' });
  await expect(form.getByLabel('Category', { exact: true })).toHaveValue(/.+/);
  await form.getByLabel('Subcategory name').fill(subcategoryRenamed);
  await form.getByRole('button', { name: 'Update Subcategory' }).click();
  await expectToast(page, 'Subcategory updated', 'success');
  await expect(card(page, 'Subcategories', subcategoryRenamed)).toContainText(categoryRenamed);

  // --- A category with a subcategory is not deleted: the server's refusal is shown.
  await openSection(page, 'Categories', '/admin/categories', 'Manage Categories');
  item = card(page, 'Categories', categoryRenamed);
  await deleteAfterConfirming(page, item, categoryRenamed, 'Delete this category?', 'Delete category');
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: /Cannot delete this category: it still has 1 subcategor/ }),
  ).toBeVisible();
  await expect(item).toBeVisible();

  // --- Product with two images and an extra detail.
  await openSection(page, 'Products', '/admin/products', 'Manage Products');
  form = page.getByRole('region', { name: 'Add Product' });
  await form.getByLabel('Product name').fill(productName);
  const category = form.getByLabel('Category', { exact: true });
  const subcategory = form.getByLabel('Subcategory (optional)');
  await category.selectOption({ label: categoryRenamed });
  // The subcategory choices are this category's only.
  await expect(subcategory.getByRole('option')).toHaveText(['No subcategory', subcategoryRenamed]);
  await subcategory.selectOption({ label: subcategoryRenamed });
  // Another category clears the chosen subcategory.
  await category.selectOption({ index: 1 });
  await expect(subcategory).toHaveValue('');
  await category.selectOption({ label: categoryRenamed });
  await subcategory.selectOption({ label: subcategoryRenamed });
  await form.getByLabel('Unit').fill('100 g');
  await form.getByLabel('Stock').fill('25');
  await form.getByLabel('Price (Rs.)').fill('1250');
  await form.getByLabel('Discount % (optional)').fill('10');
  await form.getByLabel('Description (optional)').fill('Hand-rolled true cinnamon from the south coast.');
  await form.getByRole('button', { name: 'Add detail' }).click();
  await form.getByLabel('Detail 1 name').fill('Grade');
  await form.getByLabel('Detail 1 value').fill('Alba');
  await form.getByLabel('Choose images').setInputFiles([png('front.png'), png('back.png')]);
  await expect(form.getByRole('img', { name: /^New image \d: / })).toHaveCount(2);
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, 'Product created', 'success');
  item = card(page, 'Products', productName);
  await expect(item).toContainText('Rs. 1,250.00');
  await expect(item.locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // Edit: the form is filled; one saved image is removed and the product renamed.
  await item.getByRole('button', actionName('Edit', productName)).click();
  form = page.getByRole('region', { name: 'Edit Product' });
  await expect(form.getByLabel('Product name')).toHaveValue(productName);
  await expect(form.getByLabel('Subcategory (optional)')).not.toHaveValue('');
  await expect(form.getByLabel('Price (Rs.)')).toHaveValue('1250');
  await expect(form.getByLabel('Detail 1 name')).toHaveValue('Grade');
  await expect(form.getByLabel('Detail 1 value')).toHaveValue('Alba');
  await expect(form.getByRole('img', { name: /^Saved image \d$/ })).toHaveCount(2);
  await form.getByRole('button', { name: 'Remove Saved image 2' }).click();
  await expect(form.getByRole('img', { name: /^Saved image \d$/ })).toHaveCount(1);
  await form.getByLabel('Product name').fill(productRenamed);
  // Its Tamil name, in the Tamil tab (the arrow keys move between the language tabs).
  await form.getByRole('tab', { name: 'Sinhala' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('tab', { name: 'Tamil' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByRole('tab', { name: 'Tamil' })).toBeFocused();
  await form.getByLabel('Name in Tamil').fill(tamilName);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'success');
  item = card(page, 'Products', productRenamed);
  await expect(item).toBeVisible();
  await expect(card(page, 'Products', productName)).toHaveCount(0);
  // The Tamil shop shows the Tamil name; the English one, and the Sinhala one (none written), the English name.
  for (const [path, shown] of [['/ta', tamilName], ['', productRenamed], ['/si', productRenamed]] as const) {
    await page.goto(`${path}/shop?keyword=${encodeURIComponent(productRenamed)}`);
    await expect(page.getByRole('heading', { level: 3, name: shown, exact: true })).toBeVisible();
  }
  await openAdmin(page);
  await openSection(page, 'Products', '/admin/products', 'Manage Products');
  item = card(page, 'Products', productRenamed);
  await item.getByRole('button', actionName('Edit', productRenamed)).click();
  form = page.getByRole('region', { name: 'Edit Product' });
  await form.getByRole('tab', { name: 'Tamil' }).click();
  await expect(form.getByLabel('Name in Tamil')).toHaveValue(tamilName);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The product now has one image; Cancel goes back to an empty create form.
  await item.getByRole('button', actionName('Edit', productRenamed)).click();
  form = page.getByRole('region', { name: 'Edit Product' });
  await expect(form.getByRole('img', { name: /^Saved image \d$/ })).toHaveCount(1);
  await form.getByRole('button', { name: 'Cancel' }).click();
  form = page.getByRole('region', { name: 'Add Product' });
  await expect(form.getByLabel('Product name')).toHaveValue('');
  await expect(form.getByRole('img')).toHaveCount(0);

  // The name search finds it.
  const productSearch = page.getByRole('searchbox', { name: 'Search products by name' });
  await productSearch.fill(productRenamed);
  await productSearch.press('Enter');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expect(item).toBeVisible();

  // --- Delete: product, then subcategory, then the now empty category.
  await deleteAfterConfirming(page, item, productRenamed, 'Delete this product?', 'Delete product');
  await expectToast(page, 'Product deleted', 'success');
  await expect(item).toHaveCount(0);
  await expect(page.getByText('No products found')).toBeVisible();

  await openSection(page, 'Subcategories', '/admin/subcategories', 'Manage Subcategories');
  item = card(page, 'Subcategories', subcategoryRenamed);
  await deleteAfterConfirming(page, item, subcategoryRenamed, 'Delete this subcategory?', 'Delete subcategory');
  await expectToast(page, 'Subcategory deleted', 'success');
  await expect(item).toHaveCount(0);

  await openSection(page, 'Categories', '/admin/categories', 'Manage Categories');
  item = card(page, 'Categories', categoryRenamed);
  await deleteAfterConfirming(page, item, categoryRenamed, 'Delete this category?', 'Delete category');
  await expectToast(page, 'Category deleted', 'success');
  await expect(item).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search categories by name' }).fill(categoryRenamed);
  await page.getByRole('search', { name: 'Search categories by name' }).getByRole('button', { name: 'Search' }).click();
  await expectToast(page, 'Category not found', 'error');
  await expect(page.getByText('No categories found')).toBeVisible();
});

test('forms check their input before calling the API: required fields, image type, at most five images', async ({ page }) => {
  await openAdmin(page);

  await openSection(page, 'Categories', '/admin/categories', 'Manage Categories');
  const categoryCalls = countRequests(page, '/api/category/create');
  let form = page.getByRole('region', { name: 'Add Category' });
  await form.getByRole('button', { name: 'Create Category' }).click();
  await expect(form.getByText('Please provide name and image')).toHaveCount(2);
  await expect(form.getByLabel('Category name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Choose image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(0);
  expect(categoryCalls()).toBe(0);

  await openSection(page, 'Products', '/admin/products', 'Manage Products');
  const productCalls = countRequests(page, '/api/products/create');
  form = page.getByRole('region', { name: 'Add Product' });
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Please fill required fields').first()).toBeVisible();
  await expect(form.getByLabel('Product name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Subcategory (optional)')).toBeDisabled();

  const images = form.getByLabel('Choose images');
  await images.setInputFiles(Array.from({ length: 6 }, (_, index) => png(`photo-${index}.png`)));
  await expect(form.getByText('You can select max 5 images')).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(0);
  await images.setInputFiles(Array.from({ length: 4 }, (_, index) => png(`photo-${index}.png`)));
  await expect(form.getByRole('img')).toHaveCount(4);
  await images.setInputFiles([png('five.png'), png('six.png')]);
  await expect(form.getByText('You can select max 5 images')).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(4);
  // Previews are removable one by one.
  await form.getByRole('button', { name: 'Remove New image 2: photo-1.png' }).click();
  await expect(form.getByRole('img')).toHaveCount(3);
  await expect(form.getByRole('img', { name: /photo-1\.png/ })).toHaveCount(0);

  // A detail value needs a name.
  await form.getByRole('button', { name: 'Add detail' }).click();
  await expect(form.getByLabel('Detail 1 name')).toBeFocused();
  await form.getByLabel('Detail 1 value').fill('Red');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Give this detail a name')).toBeVisible();
  expect(productCalls()).toBe(0);
});

test('the catalogue screens fit a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/admin/categories', '/admin/subcategories', '/admin/products']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Create / })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
