import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { PRODUCTS } from '../lib/db/seed/catalogue';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The storefront catalogue as a guest meets it: the home page's search and filters, the shop, category,
 * subcategory and product pages, their SEO (JSON-LD, sitemap, robots) and the login prompts of the product page.
 * Every expectation comes from the seeded demo catalogue (lib/db/seed/catalogue.ts), which no test changes.
 */

type ProductReply = { _id: string; name: string; sub_categoryId: { _id: string; name: string } | null };

type ProductJsonLd = {
  '@type': string;
  image: string[];
  offers: { availability: string };
  aggregateRating?: unknown;
};

async function jsonLdOf(page: Page): Promise<ProductJsonLd> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as ProductJsonLd;
}

/** The seeded product of that exact name, as the API answers it. */
async function productNamed(request: APIRequestContext, name: string): Promise<ProductReply> {
  const reply = await request.get(`/api/products/filter?keyword=${encodeURIComponent(name)}`);
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: ProductReply[] };
  const product = data.find((candidate) => candidate.name === name);
  expect(product, `seeded product ${name}`).toBeDefined();
  return product!;
}

const seeded = (name: string) => PRODUCTS.find((product) => product.name === name)!;

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const filters = (page: Page) => page.getByRole('search', { name: 'Product filters' });
/** The home page's 'Loading...' / 'No Products Found' line (the footer's newsletter has a status line too). */
const listStatus = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('status');
/** Chooses a filter's option by its name, which its count of results follows: 'Spices & Tea' is 'Spices & Tea (12)'. */
async function chooseOption(select: Locator, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = select.getByRole('option', { name: new RegExp(`^${escaped} \\([\\d,]+\\)$`) });
  await select.selectOption((await option.getAttribute('value'))!);
}
const cardOf = (page: Page, name: string) =>
  productList(page).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('home page search and filters', () => {
  test('a guest finds a product by keyword, sees the keyword marked and the card details', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await filters(page).getByLabel('Keyword').fill('kekulu');

    await expect(page).toHaveURL(/\/\?keyword=kekulu$/);
    const card = cardOf(page, 'Red Kekulu Rice 5kg');
    await expect(card).toBeVisible();
    await expect(productList(page).getByRole('listitem')).toHaveCount(1);
    await expect(card.locator('mark')).toHaveText('Kekulu');
    await expect(card).toContainText('Groceries');
    // Rs 1,350.00 with a 10% discount: the original is 1,350 + 135 = 1,485.00, struck through; the saving, 135 of
    // 1,485, is 9.09%, labelled 9% off (never the 10% it is not).
    await expect(card).toContainText('Rs. 1,350.00');
    await expect(card.locator('del')).toContainText('Rs. 1,485.00');
    await expect(card).toContainText('9% off');
    await expect(card).not.toContainText('10% off');
    await expect(card.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
    await expect(card).toContainText('0 reviews');

    const { _id } = await productNamed(page.request, 'Red Kekulu Rice 5kg');
    await expect(card.getByRole('link', { name: 'Red Kekulu Rice 5kg' })).toHaveAttribute('href', `/product/${_id}`);
  });

  test('category, subcategory, price range and in stock narrow the list, live in the address and clear', async ({ page }) => {
    const expected = PRODUCTS.filter(
      (product) =>
        product.category === 'Spices & Tea' &&
        product.subcategory === 'Tea' &&
        Number(product.price) >= 600 &&
        Number(product.price) <= 1400 &&
        product.stock > 0,
    ).map((product) => product.name);
    expect(expected.length).toBeGreaterThan(1);

    await page.goto('/');
    await waitForHydration(page);
    const form = filters(page);
    await expect(form.getByLabel('Subcategory')).toHaveCount(0);
    await chooseOption(form.getByLabel('Category', { exact: true }), 'Spices & Tea');
    await chooseOption(form.getByLabel('Subcategory'), 'Tea');
    await form.getByLabel('Min price (Rs.)').fill('600');
    await form.getByLabel('Max price (Rs.)').fill('1400');
    await form.getByLabel('In Stock Only').check();

    await expect(page).toHaveURL(/minPrice=600&maxPrice=1400&inStock=true/);
    await expect.poll(async () => (await productList(page).getByRole('heading').allInnerTexts()).sort()).toEqual(expected.sort());

    // The address holds the filters: a reload shows the same list with the same form.
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue(/.+/);
    await expect(form.getByLabel('Subcategory').locator('option:checked')).toHaveText(/^Tea \(/);
    await expect(form.getByLabel('In Stock Only')).toBeChecked();
    await expect(productList(page).getByRole('heading')).toHaveCount(expected.length);

    // Another category clears the subcategory.
    await chooseOption(form.getByLabel('Category', { exact: true }), 'Groceries');
    await expect(form.getByLabel('Subcategory')).toHaveValue('');
    await expect(page).not.toHaveURL(/subCategory=/);

    await form.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel('Subcategory')).toHaveCount(0);
    await expect(form.getByLabel('Min price (Rs.)')).toHaveValue('');
    await expect(form.getByLabel('In Stock Only')).not.toBeChecked();
    await expect(productList(page).getByRole('listitem')).toHaveCount(24);
  });

  test("says 'No Products Found' and refuses a minimum above the maximum", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await filters(page).getByLabel('Keyword').fill('no such product anywhere');
    await expect(listStatus(page).filter({ hasText: 'No Products Found' })).toBeVisible();
    await expect(productList(page)).toHaveCount(0);

    await filters(page).getByLabel('Keyword').fill('');
    await filters(page).getByLabel('Min price (Rs.)').fill('5000');
    await filters(page).getByLabel('Max price (Rs.)').fill('100');
    await expect(filters(page).getByRole('alert')).toHaveText('Min price cannot be above max price');
  });

  test("shows 'Loading...' while searching and 'Load more' appends the next page", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(productList(page).getByRole('listitem')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(productList(page).getByRole('listitem')).toHaveCount(48);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/filter?*', async (route) => {
      await held;
      await route.fallback();
    });
    await filters(page).getByLabel('Keyword').fill('tea');
    await expect(listStatus(page)).toHaveText('Loading...');
    release();
    await expect(listStatus(page)).toHaveText(/^[\d,]+ products?$/);
    await expect(productList(page).locator('mark').first()).toHaveText(/tea/i);
  });

  test("a failed search says 'Failed to fetch products' (or the server's message)", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/api/products/filter?*', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await filters(page).getByLabel('Keyword').fill('rice');
    await expectToast(page, 'Failed to fetch products', 'error');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch products' })).toBeVisible();

    await page.route('**/api/products/filter?*', (route) => route.abort());
    await filters(page).getByLabel('Keyword').fill('tea');
    await expectToast(page, 'Something went wrong while fetching products', 'error');
  });

  test('/shop reads the keyword of the header search from the address', async ({ page }) => {
    await page.goto('/shop?keyword=cinnamon');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(filters(page).getByLabel('Keyword')).toHaveValue('cinnamon');
    const names = PRODUCTS.filter((product) => /cinnamon/i.test(`${product.name} ${product.description}`)).map(
      (product) => product.name,
    );
    await expect(productList(page).getByRole('listitem')).toHaveCount(names.length);
    await expect(cardOf(page, 'Ceylon Cinnamon Quills 100g').locator('mark')).toHaveText('Cinnamon');
  });
});

test.describe('product page', () => {
  test('a guest opens a found product: gallery, badges, details, JSON-LD in LKR, and Add to Cart keeps it in the browser', async ({
    page,
  }) => {
    const seed = seeded('Red Kekulu Rice 5kg');
    await page.goto('/');
    await waitForHydration(page);
    await filters(page).getByLabel('Keyword').fill('kekulu');
    await cardOf(page, seed.name).getByRole('link', { name: seed.name }).click();
    await expect(page).toHaveURL(/\/product\/\w+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await expect(page.getByRole('heading', { level: 1, name: seed.name })).toBeVisible();
    await expect(page).toHaveTitle(`${seed.name} | Lanka Shop`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Groceries' })).toHaveAttribute('href', '/category/Groceries');
    const tags = page.getByRole('list', { name: 'Product tags' });
    await expect(tags.getByRole('link', { name: 'Category: Groceries' })).toHaveAttribute('href', '/category/Groceries');
    await expect(tags.getByRole('link', { name: 'Subcategory: Rice & Grains' })).toHaveAttribute('href', /^\/subcategory\/\w+$/);
    await expect(tags).toContainText(`In stock: ${seed.stock} × ${seed.unit}`);
    await expect(page.getByRole('main').locator('del').first()).toHaveText(/Rs\. 1,485\.00/);
    await expect(page.getByRole('main').getByText('9% off', { exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    for (const [name, value] of Object.entries(seed.moreDetails)) {
      await expect(details.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
    }
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews).toContainText('No reviews yet.');

    // Thumbnails are buttons named by their images' alt text; arrow keys move between them.
    const thumbnails = page.getByRole('group', { name: 'Product images' }).getByRole('button');
    await expect(thumbnails).toHaveCount(seed.images.length);
    await thumbnails.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbnails.nth(1)).toBeFocused();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: `${seed.name}, image 2 of ${seed.images.length}` }).first()).toBeVisible();

    const jsonLd = await jsonLdOf(page);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: seed.name,
      sku: id,
      description: seed.description,
      offers: { '@type': 'Offer', price: '1350.00', priceCurrency: 'LKR', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.image[0]).toMatch(/^https?:\/\/.+\.svg$/);
    expect(jsonLd.aggregateRating).toBeUndefined();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/product/${id}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.svg$/);

    // A guest's cart is kept in the browser until login (e2e/guest-cart.spec.ts follows it through register).
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart', 'success');
    await expect(page).toHaveURL(`/product/${id}`);
  });

  test('the quantity stays within 1..99 and the stock, and the total follows it', async ({ page, request }) => {
    const { _id } = await productNamed(request, 'Kithul Jaggery 500g'); // stock 30, Rs 1,200.00
    await page.goto(`/product/${_id}`);
    await waitForHydration(page);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByText('Total:')).toHaveText('Total: Rs. 2,400.00');
    await quantity.fill('150');
    await quantity.blur();
    await expect(quantity).toHaveValue('30');
    await expect(page.getByText('Total:')).toHaveText('Total: Rs. 36,000.00');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
  });

  test("Buy Now asks a guest to log in first ('Login first to buy')", async ({ page, request }) => {
    const { _id } = await productNamed(request, 'Samba Rice 5kg');
    await page.goto(`/product/${_id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expectToast(page, 'Login first to buy', 'error');
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/product/${_id}`)}`);
  });

  test('an out-of-stock product says so, in the page and its JSON-LD, and cannot be bought', async ({ page, request }) => {
    const { _id } = await productNamed(request, 'Suwandel Heritage Rice 2kg');
    await page.goto(`/product/${_id}`);
    await expect(page.getByRole('list', { name: 'Product tags' })).toContainText('Out of stock');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('a signed-in shopper adds to cart through POST /api/cart/create and sees its message', async ({ page, request }) => {
    const { _id } = await productNamed(request, 'Samba Rice 5kg');
    await logInOverApi(page, E2E_ADMIN);
    const bodies: unknown[] = [];
    await page.route('**/api/cart/create', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: true, message: 'Product added to cart', data: {} } });
    });
    await page.goto(`/product/${_id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // The panel may hydrate after the header: a click replayed into it before then would act on the first render.
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart', 'success');
    expect(bodies).toEqual([{ productId: _id, quantity: 2 }]);
    await expect(page).toHaveURL(`/product/${_id}`);

    // A refusal without a message: the shopper reads 'Failed to add to cart'.
    await page.unroute('**/api/cart/create');
    await page.route('**/api/cart/create', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Failed to add to cart', 'error');
  });

  test('an unknown product is a 404 page', async ({ page }) => {
    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the product page keeps price, quantity and both buttons in a bar at the bottom', async ({ page, request }) => {
    const { _id } = await productNamed(request, 'Samba Rice 5kg');
    await page.goto(`/product/${_id}`);
    for (const control of [
      page.getByRole('button', { name: 'Add to Cart' }),
      page.getByRole('button', { name: 'Buy Now' }),
      page.getByRole('spinbutton', { name: 'Quantity' }),
    ]) {
      await expect(control).toBeInViewport();
      expect((await control.boundingBox())!.y).toBeGreaterThan(812 - 200);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
    // The page leaves room for the bar: the footer's last line is not hidden under it.
    const copyright = page.getByRole('contentinfo').getByText(/All rights reserved/);
    const bar = await page.locator('[data-buy-bar]').boundingBox();
    expect((await copyright.boundingBox())!.y + 20).toBeLessThan(bar!.y);
  });

  test('the home page filters fit a 375 px screen', async ({ page }) => {
    await page.goto('/');
    await expect(filters(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('category and subcategory pages', () => {
  test('a category lists its subcategories, each leading to its products with discounted prices struck through', async ({
    page,
  }) => {
    await page.goto(`/category/${encodeURIComponent('Spices & Tea')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spices & Tea' })).toBeVisible();
    await expect(page).toHaveTitle('Spices & Tea | Lanka Shop');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const subcategories = page.getByRole('list', { name: 'Subcategories' }).getByRole('link');
    await expect(subcategories).toHaveText(['Curry Powders', 'Tea', 'Whole Spices']);

    await subcategories.filter({ hasText: 'Tea' }).click();
    await expect(page).toHaveURL(/\/subcategory\/\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tea' })).toBeVisible();
    const tea = PRODUCTS.filter((product) => product.subcategory === 'Tea');
    const list = page.getByRole('list', { name: 'Products in Tea' });
    await expect(list.getByRole('listitem')).toHaveCount(tea.length);
    // Cinnamon Tea: Rs 690.00 with a 20% discount, originally 828.00; 138 of 828 is 16.67%, labelled 16% off.
    const card = list.getByRole('listitem').filter({ hasText: 'Cinnamon Tea 25 Tea Bags' });
    await expect(card).toContainText('Rs. 690.00');
    await expect(card.locator('del')).toContainText('Rs. 828.00');
    await expect(card).toContainText('16% off');
    await expect(list.getByRole('listitem').filter({ hasText: 'Ginger Black Tea' })).toContainText('Out of stock');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Spices & Tea' })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent('Spices & Tea')}`,
    );
  });

  test('unknown categories and subcategories are 404 pages', async ({ page }) => {
    const category = await page.goto('/category/No%20Such%20Category');
    expect(category?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const subcategory = await page.goto('/subcategory/no-such-subcategory');
    expect(subcategory?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Subcategory not found' })).toBeVisible();
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists the catalogue and robots.txt points to it', async ({ request }) => {
    const product = await productNamed(request, 'Red Kekulu Rice 5kg');
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const files = [...(await index.text()).matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    // Each file in English, Sinhala and Tamil.
    expect(files).toEqual(['pages', 'products-0'].flatMap((name) => ['', '-si', '-ta'].map((language) => `/sitemaps/${name}${language}.xml`)));
    const [pages = '', , , products = '', , productsTa = ''] = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
    expect(products).toMatch(new RegExp(`<loc>https?://[^<]+/product/${product._id}</loc>`));
    expect(products.match(/<url>/g)?.length).toBeGreaterThanOrEqual(PRODUCTS.length);
    expect(productsTa).toMatch(new RegExp(`<loc>https?://[^<]+/ta/product/${product._id}</loc>`));
    expect(productsTa).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="si" href="https?://[^"]+/si/product/${product._id}"/>`));
    expect(pages).toMatch(new RegExp(`<loc>https?://[^<]+/subcategory/${product.sub_categoryId!._id}</loc>`));
    expect(pages).toContain(`/category/${encodeURIComponent('Spices & Tea')}</loc>`);

    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/dashboard', '/checkout', '/payment', '/si/checkout', '/ta/admin', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
