import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { RESET_EMAIL_KEY } from '../components/auth/reset-email-state';
import { logInOverApi } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { inLanguage, message, type ShopLocale } from './support/languages';
import { buyNow, productId, testWithShopper } from './support/shop-api';
import { expectAccessible, expectNoSidewaysScroll } from './support/ui';
import { SEED_TRANSLATIONS } from '../lib/db/seed/translations';

/**
 * The walk of every screen, as guest, USER and ADMIN, on a 375 px phone and a 1280 px
 * desktop: each page shows its heading, sideways scrolling never appears (nor at 360 and 414 px), axe-core finds no
 * serious or critical WCAG 2.2 AA violation, and a full-page screenshot of each is written as a test artifact
 * (test-results/). Every screen is walked again in Sinhala and Tamil on the phone (heading in the language, no sideways
 * scroll, screenshot; axe in those languages is e2e/languages.spec.ts's): a screen can break in one language only, as
 * the notification lists did. In every language a screen fails the walk when it throws in the browser or shows an
 * error (a visible alert). What each screen does is tested by the area's own spec; this file checks that all of them
 * are whole and usable.
 */

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const NARROW_AND_WIDE_PHONES = [360, 414];
const PRODUCT = 'Cream Crackers 500g';

/**
 * `recovery`: the screen belongs to a password recovery in progress (without one it sends the visitor back).
 * `headingKey`: the heading's message, where its English words stand for several messages or carry a value; `localHeading`:
 * the heading in Sinhala and Tamil where it is no message (a product's or category's name). `alerts`: the screen's
 * own content is an alert (a verification link that is missing), so an alert is no error state there.
 */
type Screen = {
  path: string;
  heading: string | RegExp;
  name: string;
  recovery?: boolean;
  headingKey?: string;
  localHeading?: (locale: Exclude<ShopLocale, 'en'>) => string | RegExp;
  alerts?: true;
};

const OTHER_LANGUAGES = ['si', 'ta'] as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen's heading as a page in `locale` shows it (a message's value, like the user's name, matches anything). */
function headingIn(locale: ShopLocale, screen: Screen): string | RegExp {
  if (locale === 'en') return screen.heading;
  if (screen.localHeading) return screen.localHeading(locale);
  if (!screen.headingKey) return inLanguage(locale, screen.heading as string);
  const text = message(locale, screen.headingKey);
  return text.includes('{') ? new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegExp).join('.+')}$`) : text;
}

/** Fails on what the page threw in the browser and on an error it shows (an alert with words in it). */
async function expectNoErrorState(page: Page, thrown: Error[], screen: Screen, what: string) {
  expect(thrown.map((error) => error.message), `${what} threw in the browser`).toEqual([]);
  if (screen.alerts) return;
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).filter({ visible: true }), `${what} shows an error`).toHaveCount(0);
}

const test = testWithShopper('Walk');

/** Visits the screen at both widths: heading, no error, no sideways scroll, axe, screenshot. */
async function walk(page: Page, testInfo: TestInfo, screen: Screen) {
  const thrown: Error[] = [];
  page.on('pageerror', (error) => thrown.push(error));
  // A live notification's toast may arrive mid-walk: without motion it is drawn at once in its final colours, so axe
  // judges those rather than a frame of its fade-in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (screen.recovery) {
    await page.addInitScript(([key, email]) => window.sessionStorage.setItem(key, email), [RESET_EMAIL_KEY, 'walker@example.com'] as const);
  }
  for (const width of WIDTHS) {
    await test.step(`${width.width} px`, async () => {
      await page.setViewportSize({ width: width.width, height: width.height });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
      // Let client data (lists, charts) settle before judging and photographing the page.
      await page.waitForLoadState('networkidle');
      await expectNoErrorState(page, thrown, screen, screen.path);
      await expectNoSidewaysScroll(page, width.width, screen.path);
      await expectAccessible(page, `${screen.path} (${width.name})`);
      await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${width.name}.png`), fullPage: true });
    });
  }
  // The narrowest and the widest common phones: the page reflows without scrolling sideways.
  for (const width of NARROW_AND_WIDE_PHONES) await expectNoSidewaysScroll(page, width, screen.path);
}

/** Visits the screen in Sinhala or Tamil on the phone: its heading in the language, no error, no sideways scroll, screenshot. */
async function walkIn(locale: Exclude<ShopLocale, 'en'>, page: Page, testInfo: TestInfo, screen: Screen) {
  const thrown: Error[] = [];
  page.on('pageerror', (error) => thrown.push(error));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (screen.recovery) {
    await page.addInitScript(([key, email]) => window.sessionStorage.setItem(key, email), [RESET_EMAIL_KEY, 'walker@example.com'] as const);
  }
  const { width, height } = WIDTHS[0];
  await page.setViewportSize({ width, height });
  const path = `/${locale}${screen.path === '/' ? '' : screen.path}`;
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: headingIn(locale, screen) }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoErrorState(page, thrown, screen, path);
  await expectNoSidewaysScroll(page, width, path);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${locale}-phone.png`), fullPage: true });
}

const LANGUAGES = ['en', ...OTHER_LANGUAGES] as const;
/** The test's title: the English walk keeps its name. */
const titled = (locale: ShopLocale, title: string) => (locale === 'en' ? title : `${title} in ${locale}`);
/** English at both widths with axe; Sinhala and Tamil on the phone. */
const walkInLanguage = (locale: ShopLocale, page: Page, testInfo: TestInfo, screen: Screen) =>
  locale === 'en' ? walk(page, testInfo, screen) : walkIn(locale, page, testInfo, screen);

const GUEST_SCREENS: Screen[] = [
  { name: 'home', path: '/', heading: 'Welcome to Our Shop' },
  { name: 'home-alias', path: '/home', heading: 'Welcome to Our Shop' },
  { name: 'shop', path: '/shop', heading: 'Shop' },
  { name: 'register', path: '/register', heading: 'Create an Account' },
  { name: 'login', path: '/login', heading: 'Login', headingKey: 'auth.loginPage.title' },
  { name: 'verify-email', path: '/verify-email', heading: 'Email Verification', alerts: true },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot Password' },
  { name: 'verify-forgot-otp', path: '/verify-forgot-otp', heading: 'Verify OTP', recovery: true },
  { name: 'reset-password', path: '/reset-password', heading: 'Reset Password', recovery: true },
  { name: 'ordersuccess', path: '/ordersuccess', heading: 'Order data not found.' },
  { name: 'about', path: '/about', heading: 'About Us' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'faq', path: '/faq', heading: 'Frequently Asked Questions' },
  { name: 'terms', path: '/terms&conditions', heading: 'Terms & Conditions' },
  { name: 'terms-footer-path', path: '/termsconditions', heading: 'Terms & Conditions' },
  { name: 'privacy', path: '/privacypolicy', heading: 'Privacy Policy' },
  { name: 'shipping', path: '/shipping&returns', heading: 'Shipping & Returns' },
  { name: 'shipping-footer-path', path: '/shippingreturns', heading: 'Shipping & Returns' },
  { name: 'not-found', path: '/no-such-page', heading: 'Page not found' },
];

const USER_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/dashboard', heading: /^Welcome, /, headingKey: 'dashboard.summary.welcome' },
  { name: 'dashboard-profile', path: '/dashboard/profile', heading: 'Profile' },
  { name: 'dashboard-cart', path: '/dashboard/cart', heading: 'Cart' },
  { name: 'dashboard-orders', path: '/dashboard/orders', heading: 'Orders' },
  { name: 'dashboard-rating', path: '/dashboard/rating', heading: 'My Reviews' },
  { name: 'dashboard-payments', path: '/dashboard/payments', heading: 'Payment History' },
  { name: 'dashboard-notifications', path: '/dashboard/notifications', heading: 'Notifications' },
  { name: 'dashboard-settings', path: '/dashboard/settings', heading: 'Settings' },
  { name: 'cart', path: '/cart', heading: 'Your Cart' },
  { name: 'checkout', path: '/checkout', heading: 'Checkout', headingKey: 'checkout.title' },
  { name: 'payment', path: '/payment', heading: 'Complete Payment' },
  { name: 'orders', path: '/orders', heading: 'My Orders' },
];

const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-static-data', path: '/admin', heading: 'Static Data' },
  { name: 'admin-dashboard', path: '/admin/dashboard', heading: /^Welcome, /, headingKey: 'dashboard.summary.welcome' },
  { name: 'admin-profile', path: '/admin/profile', heading: 'Profile' },
  { name: 'admin-orders', path: '/admin/orders', heading: 'Orders' },
  { name: 'admin-couriers', path: '/admin/couriers', heading: 'Couriers' },
  { name: 'admin-categories', path: '/admin/categories', heading: 'Manage Categories' },
  { name: 'admin-subcategories', path: '/admin/subcategories', heading: 'Manage Subcategories' },
  { name: 'admin-products', path: '/admin/products', heading: 'Manage Products' },
  { name: 'admin-coupons', path: '/admin/coupons', heading: 'Manage Coupons' },
  { name: 'admin-reviews', path: '/admin/reviews', heading: 'Manage Reviews' },
  { name: 'admin-users', path: '/admin/users', heading: 'User Management' },
  { name: 'admin-payments', path: '/admin/payments', heading: 'Payment History' },
  { name: 'admin-notifications', path: '/admin/notifications', heading: 'Notifications' },
  { name: 'admin-settings', path: '/admin/settings', heading: 'Settings' },
];

type CatalogueProduct = { _id: string; name: string; categoryId: { name: string }; sub_categoryId: { _id: string; name: string } | null };

async function catalogueProduct(request: APIRequestContext): Promise<CatalogueProduct> {
  const reply = await request.get(`/api/products/filter?keyword=${encodeURIComponent(PRODUCT)}`);
  const { data } = (await reply.json()) as { data: CatalogueProduct[] };
  return data.find((candidate) => candidate.name === PRODUCT)!;
}

/** The product's name as a page in `locale` shows it; a category's name is matched as any (its translation is the catalogue's). */
const productHeading = (locale: Exclude<ShopLocale, 'en'>) => SEED_TRANSLATIONS[PRODUCT]![locale].name;
const anyName = () => /\S/;

test.describe('guest', () => {
  for (const locale of LANGUAGES) {
    for (const screen of GUEST_SCREENS) {
      test(titled(locale, `guest: ${screen.path}`), async ({ page }, testInfo) => walkInLanguage(locale, page, testInfo, screen));
    }
  }
  // One test per page: each walks two widths with axe, and three in one test came close to its time budget.
  const catalogueScreens = {
    category: (product: CatalogueProduct) => ({ path: `/category/${encodeURIComponent(product.categoryId.name)}`, heading: product.categoryId.name, localHeading: anyName }),
    subcategory: (product: CatalogueProduct) => ({ path: `/subcategory/${product.sub_categoryId!._id}`, heading: product.sub_categoryId!.name, localHeading: anyName }),
    product: (product: CatalogueProduct) => ({ path: `/product/${product._id}`, heading: PRODUCT, localHeading: productHeading }),
  };
  for (const locale of LANGUAGES) {
    for (const [name, screenOf] of Object.entries(catalogueScreens)) {
      test(titled(locale, `guest: the ${name} page`), async ({ page, request }, testInfo) =>
        walkInLanguage(locale, page, testInfo, { name, ...screenOf(await catalogueProduct(request)) }));
    }
  }
});

test('guest: the shop list\'s product count is not covered by its grid, on a phone and a desktop', async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/shop');
    const count = page.getByRole('status').filter({ hasText: /\d+ products?/ });
    await expect(count).toBeVisible();
    const grid = page.getByRole('list', { name: 'Products' });
    const [line, list] = await Promise.all([count.boundingBox(), grid.boundingBox()]);
    expect(line!.y + line!.height, `the count line's bottom is above the grid's top at ${width} px`).toBeLessThanOrEqual(list!.y);
    await page.screenshot({ path: testInfo.outputPath(`shop-count-${width}.png`) });
  }
});

test.describe('USER', () => {
  test.beforeEach(async ({ page, shopper }) => logInOverApi(page, shopper.account));
  for (const locale of LANGUAGES) {
    for (const screen of USER_SCREENS) {
      test(titled(locale, `USER: ${screen.path}`), async ({ page, shopper }, testInfo) => {
        // Something in the cart, so the cart and checkout screens show their full form.
        await shopper.api.post('/api/cart/create', { data: { productId: await productId(shopper.api, PRODUCT), quantity: 1 } });
        // An order's notification, whose text carries a value (the lists translate it from a template).
        if (screen.name === 'dashboard-notifications') await buyNow(shopper, PRODUCT);
        await walkInLanguage(locale, page, testInfo, screen);
      });
    }
    test(titled(locale, 'USER: /ordershow/{orderId} and the product page signed in'), async ({ page, request, shopper }, testInfo) => {
      const order = await buyNow(shopper, PRODUCT);
      const orderScreen = { name: 'ordershow', path: `/ordershow/${order.orderId}`, heading: 'Order details' };
      await walkInLanguage(locale, page, testInfo, orderScreen);
      const productScreen = { name: 'product-signed-in', path: `/product/${(await catalogueProduct(request))._id}`, heading: PRODUCT, localHeading: productHeading };
      await walkInLanguage(locale, page, testInfo, productScreen);
    });
  }
});

test.describe('ADMIN', () => {
  test.beforeEach(async ({ page }) => logInOverApi(page, E2E_ADMIN));
  for (const locale of LANGUAGES) {
    for (const screen of ADMIN_SCREENS) {
      test(titled(locale, `ADMIN: ${screen.path}`), async ({ page }, testInfo) => walkInLanguage(locale, page, testInfo, screen));
    }
  }
});
