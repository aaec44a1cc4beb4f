import { expect, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { inLanguage, LOCALE_NAMES, message, type ShopLocale } from './support/languages';
import { productId, testWithShopper } from './support/shop-api';
import { expectAccessible, expectNoSidewaysScroll } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';
import { SEED_TRANSLATIONS } from '../lib/db/seed/translations';

/**
 * The shop in Sinhala and Tamil on a 375 px phone: a purchase from the product page to the order's confirmation, with
 * the language switched mid-way (the page and the cart stay), the language in the address and on <html>, the
 * alternates for search engines, and axe on each screen. Screenshots of home, product and checkout in every language
 * are written as artifacts (test-results/).
 */

const test = testWithShopper('Languages');
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 375, height: 812 } });
// A toast without motion is drawn at once in its final colours, so axe judges those rather than a frame of its fade-in.
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

const PRODUCT = 'Kurakkan Flour 1kg';
/** The product's name as a page in `locale` shows it: the demo catalogue carries its Sinhala and Tamil names. */
const productName = (locale: ShopLocale) => (locale === 'en' ? PRODUCT : SEED_TRANSLATIONS[PRODUCT]![locale].name);
const prefix = (locale: ShopLocale) => (locale === 'en' ? '' : `/${locale}`);

/** A screenshot once the page's fonts have loaded (Sinhala and Tamil are web fonts). */
async function photograph(page: Page, path: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path });
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
    await page.getByRole('navigation', { name: inLanguage(first, 'Choose a language') }).getByRole('link', { name: new RegExp(LOCALE_NAMES[second]) }).click();
    await expectLanguage(page, second, `/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: productName(second) })).toBeVisible();
    await expect(headerCart(page, second)).toContainText('1');

    await headerCart(page, second).click();
    await expectLanguage(page, second, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(second, 'Your Cart') })).toBeVisible();
    await expect(page.getByRole('listitem', { name: productName(second) })).toBeVisible();
    await expectAccessible(page, `the cart in ${second}`);
    await page.getByRole('region', { name: inLanguage(second, 'Order summary') }).getByRole('link', { name: message(second, 'cart.summary.checkout') }).click();

    await expectLanguage(page, second, '/checkout');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: message(second, 'checkout.title') })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(inLanguage(second, 'Cash on delivery')) })).toBeChecked();
    await expectAccessible(page, `checkout in ${second}`);
    await photograph(page, testInfo.outputPath(`purchase-checkout-${second}.png`));
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
    await expectNoSidewaysScroll(page, 375, `home in ${locale}`);
    await expectAccessible(page, `home in ${locale}`);
    await photograph(page, testInfo.outputPath(`home-${locale}.png`));

    const id = await productId(shopper.api, PRODUCT);
    await page.goto(`${prefix(locale)}/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: productName(locale) })).toBeVisible();
    await photograph(page, testInfo.outputPath(`product-${locale}.png`));

    await logInOverApi(page, shopper.account);
    expect((await shopper.api.post('/api/cart/create', { data: { productId: id, quantity: 1 } })).status()).toBeLessThan(300);
    await page.goto(`${prefix(locale)}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout.title') })).toBeVisible();
    await photograph(page, testInfo.outputPath(`checkout-${locale}.png`));
  });
}

/**
 * The shopper's main screens in Sinhala and Tamil on the narrowest and widest common phones: heading, no sideways
 * scroll, axe (the walk covers every screen's layout in English at these widths; the longest texts are here).
 */
const SCREENS: { path: string; heading: string; signedIn?: boolean }[] = [
  { path: '/', heading: 'shop.hero.heading' },
  { path: '/shop', heading: 'shop.shopPage.heading' },
  { path: '/about', heading: 'about.title' },
  { path: '/contact', heading: 'contact.title' },
  { path: '/shipping&returns', heading: 'shipping.title' },
  { path: '/login', heading: 'auth.loginPage.title' },
  { path: '/register', heading: 'auth.registerPage.title' },
  { path: '/no-such-page', heading: 'notFound.heading' },
  { path: '/cart', heading: 'cart.title', signedIn: true },
  { path: '/orders', heading: 'orders.title', signedIn: true },
  { path: '/dashboard/profile', heading: 'dashboard.profile.title', signedIn: true },
];

for (const locale of ['si', 'ta'] as const) {
  for (const screen of SCREENS) {
    test(`${LOCALE_NAMES[locale]}: ${screen.path} at 360 and 414 px`, async ({ page, shopper }) => {
      if (screen.signedIn) await logInOverApi(page, shopper.account);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${locale}${screen.path === '/' ? '' : screen.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: message(locale, screen.heading) }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${screen.path} in ${locale}`);
      for (const width of [360, 414]) await expectNoSidewaysScroll(page, width, `${screen.path} in ${locale}`);
    });
  }
}

/** The admin's main screens in Sinhala and Tamil: their language, heading and axe (one sign-in per language). */
const ADMIN_SCREENS: { path: string; heading: string }[] = [
  { path: '/admin', heading: 'admin.pages.staticData.title' },
  { path: '/admin/products', heading: 'admin.products.title' },
  { path: '/admin/orders', heading: 'admin.orders.page.title' },
  { path: '/admin/users', heading: 'admin.users.page.title' },
  { path: '/admin/coupons', heading: 'admin.coupons.title' },
];

for (const locale of ['si', 'ta'] as const) {
  test(`the admin's screens in ${LOCALE_NAMES[locale]}`, async ({ page }) => {
    await logInOverApi(page, E2E_ADMIN);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/${locale}${screen.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: message(locale, screen.heading) })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${screen.path} in ${locale}`);
    }
    // The product form's language tabs are in the page's language too.
    await page.goto(`/${locale}/admin/products`);
    await expect(page.getByRole('tab', { name: message(locale, 'admin.products.form.tab.si') })).toHaveAttribute('aria-selected', 'true');
  });
}
