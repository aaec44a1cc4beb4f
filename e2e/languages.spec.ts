import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { inLanguage, LOCALE_NAMES, type ShopLocale } from './support/languages';
import { productId, testWithShopper } from './support/shop-api';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The shop in Sinhala and Tamil on a 375 px phone: a purchase from the product page to the order's confirmation, with
 * the language switched mid-way (the page and the cart stay), the language in the address and on <html>, the
 * alternates for search engines, and axe on each screen. Screenshots of home, product and checkout in every language
 * are written as artifacts (test-results/).
 */

const test = testWithShopper('Languages');
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 375, height: 812 } });

const PRODUCT = 'Kurakkan Flour 1kg';
const prefix = (locale: ShopLocale) => (locale === 'en' ? '' : `/${locale}`);

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

async function expectLanguage(page: Page, locale: ShopLocale, path: string) {
  await expect(page).toHaveURL(`${prefix(locale)}${path}`.replace(/^$/, '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const headerCart = (page: Page, locale: ShopLocale) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${inLanguage(locale, 'Cart')}`) }).first();

for (const [first, second] of [
  ['si', 'ta'],
  ['ta', 'si'],
] as const) {
  test(`a purchase in ${LOCALE_NAMES[first]}, switching to ${LOCALE_NAMES[second]} mid-way`, async ({ page, shopper }, testInfo) => {
    await logInOverApi(page, shopper.account);
    expect((await shopper.api.delete('/api/cart/clear')).status()).toBe(200);
    const id = await productId(shopper.api, PRODUCT);

    await page.goto(`/${first}/product/${id}`);
    await waitForHydration(page);
    await expectLanguage(page, first, `/product/${id}`);
    for (const locale of ['en', 'si', 'ta'] as const) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute('href', new RegExp(`${prefix(locale)}/product/${id}$`));
    }
    await page.getByRole('button', { name: inLanguage(first, 'Add to Cart') }).click();
    await expect(headerCart(page, first)).toContainText('1');
    await expectAccessible(page, `the product page in ${first}`);

    // The switch keeps the page and, being the same shopper, the cart.
    await page.getByRole('navigation', { name: inLanguage(first, 'Choose a language') }).getByRole('link', { name: LOCALE_NAMES[second] }).click();
    await expectLanguage(page, second, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(headerCart(page, second)).toContainText('1');

    await headerCart(page, second).click();
    await expectLanguage(page, second, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(second, 'Your Cart') })).toBeVisible();
    await expect(page.getByRole('listitem', { name: PRODUCT })).toBeVisible();
    await expectAccessible(page, `the cart in ${second}`);
    await page.getByRole('region', { name: inLanguage(second, 'Order summary') }).getByRole('link', { name: inLanguage(second, 'Checkout') }).click();

    await expectLanguage(page, second, '/checkout');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(second, 'Checkout') })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(inLanguage(second, 'Cash on delivery')) })).toBeChecked();
    await expectAccessible(page, `checkout in ${second}`);
    await page.screenshot({ path: testInfo.outputPath(`checkout-${second}.png`), fullPage: true });
    await page.getByRole('button', { name: inLanguage(second, 'Proceed to Pay') }).click();

    await expectLanguage(page, second, '/ordersuccess');
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(second, 'Order placed successfully!') })).toBeVisible();
  });
}

for (const locale of ['en', 'si', 'ta'] as const) {
  test(`home, product and checkout in ${LOCALE_NAMES[locale]} on a phone`, async ({ page, shopper }, testInfo) => {
    await page.goto(`${prefix(locale)}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(locale, 'Welcome to Our Shop') })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, `home in ${locale}`);
    await page.screenshot({ path: testInfo.outputPath(`home-${locale}.png`) });

    const id = await productId(shopper.api, PRODUCT);
    await page.goto(`${prefix(locale)}/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`product-${locale}.png`) });

    await logInOverApi(page, shopper.account);
    expect((await shopper.api.post('/api/cart/create', { data: { productId: id, quantity: 1 } })).status()).toBeLessThan(300);
    await page.goto(`${prefix(locale)}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(locale, 'Checkout') })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`checkout-${locale}.png`) });
  });
}
