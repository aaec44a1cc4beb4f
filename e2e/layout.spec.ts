import { expect } from '@playwright/test';
import { test } from './support/test';
import { waitForHydration } from './support/wait-for-hydration';

const desktop = { width: 1280, height: 720 };
const mobile = { width: 375, height: 812 };

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('home page shows the header, the category grid and the footer', async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Lanka Shop' })).toHaveAttribute('href', '/');
    const mainNav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Cart', '/cart'],
      ['Login', '/login'],
      ['Register', '/register'],
    ]) {
      await expect(mainNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(mainNav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Our Shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');

    const categoryLinks = page.getByRole('region', { name: 'Shop by Categories' }).getByRole('link');
    expect(await categoryLinks.count()).toBeGreaterThanOrEqual(8);
    for (const link of (await categoryLinks.all()).slice(0, 3)) {
      const name = (await link.innerText()).trim();
      await expect(link).toHaveAttribute('href', `/category/${encodeURIComponent(name)}`);
    }

    const footer = page.getByRole('contentinfo');
    const linkGroups = {
      'Quick Links': [
        ['Home', '/'],
        ['Shop', '/shop'],
        ['About Us', '/about'],
        ['Contact', '/contact'],
      ],
      'Customer Support': [
        ['FAQ', '/faq'],
        ['Shipping & Returns', '/shippingreturns'],
        ['Privacy Policy', '/privacypolicy'],
        ['Terms & Conditions', '/termsconditions'],
      ],
    };
    for (const [group, links] of Object.entries(linkGroups)) {
      const nav = footer.getByRole('navigation', { name: group });
      await expect(nav.getByRole('heading', { name: group })).toBeVisible();
      for (const [name, href] of links) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      }
    }
    for (const network of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube']) {
      const link = footer.getByRole('link', { name: `Lanka Shop on ${network}` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lanka Shop. All rights reserved.`);
  });

  test('header turns solid after 10px, hides scrolling down past 100px and returns scrolling up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveAttribute('data-hidden', 'false');

    // Solid also proves the scroll handler is running (the server renders data-solid="false").
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).toHaveAttribute('data-hidden', 'false');

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();

    await page.mouse.wheel(0, -100);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
    await expect(header).toHaveAttribute('data-solid', 'true');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('search goes to /shop with the trimmed keyword; a blank search stays on the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });

    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL('/about');

    await search.fill('  red shoes ');
    await search.press('Enter');
    await expect(page).toHaveURL('/shop?keyword=red%20shoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

    // Had the blank search navigated, going back would land on its /shop URL instead.
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });

  test('skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('newsletter checks the e-mail address and thanks the subscriber', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: /e-mail address/i });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    const feedback = footer.getByRole('status');

    await email.fill('not-an-address');
    await subscribe.click();
    await expect(feedback).toHaveText('Please enter a valid e-mail address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('shopper@example.lk');
    await subscribe.click();
    await expect(feedback).toContainText('Thank you for subscribing!');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(email).toHaveValue('');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile });

  test('menu toggle shows the links and closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Shop', 'About', 'Contact', 'Cart', 'Login', 'Register']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('search overlay opens full screen and searches only for a non-blank keyword', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search products' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    await expect(overlay).toBeVisible();
    expect(await overlay.boundingBox()).toMatchObject({ x: 0, y: 0, width: mobile.width, height: mobile.height });
    const search = overlay.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await page.getByRole('button', { name: 'Search products' }).click();
    await search.fill('  ');
    await search.press('Enter');
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL('/');

    await search.fill(' tea & spices ');
    await search.press('Enter');
    await expect(page).toHaveURL('/shop?keyword=tea%20%26%20spices');
    await expect(overlay).toBeHidden();
  });
});

test('an unknown path shows the 404 page inside the shop layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lanka Shop' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

for (const [from, to, heading] of [
  ['/termsconditions', '/terms&conditions', 'Terms & Conditions'],
  ['/shippingreturns', '/shipping&returns', 'Shipping & Returns'],
] as const) {
  test(`${from} redirects permanently to ${to}`, async ({ page }) => {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(to);

    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('every static storefront page renders inside the shop layout with its own title', async ({ page }) => {
  for (const [path, title] of [
    ['/home', 'Lanka Shop: shop online across Sri Lanka'],
    ['/shop', 'Shop | Lanka Shop'],
    ['/about', 'About Us | Lanka Shop'],
    ['/contact', 'Contact Us | Lanka Shop'],
    ['/faq', 'FAQ | Lanka Shop'],
    ['/privacypolicy', 'Privacy Policy | Lanka Shop'],
    ['/terms&conditions', 'Terms & Conditions | Lanka Shop'],
    ['/shipping&returns', 'Shipping & Returns | Lanka Shop'],
    ['/cart', 'Cart | Lanka Shop'],
    ['/login', 'Login | Lanka Shop'],
    ['/register', 'Register | Lanka Shop'],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(title!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});
