import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectRed } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

/**
 * The information pages: About, Contact, FAQ, Terms & Conditions, Privacy Policy and Shipping &
 * Returns, at their paths and the footer's symbol-free ones, on a phone and a desktop, and the contact form, which
 * checks its fields and sends nothing.
 */

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

const FAQ_QUESTIONS = [
  'How do I place an order?',
  'What payment methods do you accept?',
  'How can I track my order?',
  'Can I cancel or modify my order before it ships?',
];

const THANKS = 'Thank you! Your message has been sent.';

/** Every page: where it lives, its h1 and texts it must show. */
const PAGES = [
  { paths: ['/about'], heading: 'About Us', texts: ['Our story', 'Our mission', 'Our vision', 'Meet the team'] },
  { paths: ['/contact'], heading: 'Contact Us', texts: ['Send us a message', 'Colombo 03', '+94 11 234 5678', 'Opening hours'] },
  { paths: ['/faq'], heading: 'Frequently Asked Questions', texts: FAQ_QUESTIONS },
  {
    paths: ['/terms&conditions', '/termsconditions'],
    heading: 'Terms & Conditions',
    texts: ['Last updated: 23 November 2026', 'Democratic Socialist Republic of Sri Lanka', 'Sri Lankan rupees (Rs.)'],
  },
  {
    paths: ['/privacypolicy'],
    heading: 'Privacy Policy',
    texts: [
      'Last updated: 23 November 2026',
      'Personal Data Protection Act, No. 9 of 2022',
      'card numbers never reach or touch Lanka Shop',
      'A session cookie',
    ],
  },
  {
    paths: ['/shipping&returns', '/shippingreturns'],
    heading: 'Shipping & Returns',
    texts: [
      'Last updated: 23 November 2026',
      '3-7 business days',
      '14 days',
      'unused and in its original packaging',
      'Exchanges for defective or wrong items',
      'Rs. 10.00',
      'Rs. 280.00',
    ],
  },
];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const { paths, heading, texts } of PAGES) {
      for (const path of paths) {
        test(`${path} shows '${heading}' with its content`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          // The symbol-free footer paths show the page of the & path, not a copy.
          await expect(page).toHaveURL(paths[0]!);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          for (const text of texts) await expect(main.getByText(text).first()).toBeVisible();
          await expectNoSidewaysScroll(page);
        });
      }
    }
  });
}

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('the footer links reach each information page', async ({ page }) => {
    for (const [group, link, path, heading] of [
      ['Quick Links', 'About Us', '/about', 'About Us'],
      ['Quick Links', 'Contact', '/contact', 'Contact Us'],
      ['Customer Support', 'FAQ', '/faq', 'Frequently Asked Questions'],
      ['Customer Support', 'Shipping & Returns', '/shipping&returns', 'Shipping & Returns'],
      ['Customer Support', 'Privacy Policy', '/privacypolicy', 'Privacy Policy'],
      ['Customer Support', 'Terms & Conditions', '/terms&conditions', 'Terms & Conditions'],
    ] as const) {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('navigation', { name: group }).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('every page has its own title and description', async ({ page }) => {
    for (const [path, title] of [
      ['/about', 'About Us | Lanka Shop'],
      ['/contact', 'Contact Us | Lanka Shop'],
      ['/faq', 'FAQ | Lanka Shop'],
      ['/terms&conditions', 'Terms & Conditions | Lanka Shop'],
      ['/privacypolicy', 'Privacy Policy | Lanka Shop'],
      ['/shipping&returns', 'Shipping & Returns | Lanka Shop'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(title!);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      // Not the shop-wide default of the root layout.
      expect(description, path).not.toContain('Shop groceries, electronics, fashion and more');
    }
  });

  test('About introduces a team of three and its Subscribe Now link leads to /register', async ({ page }) => {
    await page.goto('/about');
    const team = page.getByRole('region', { name: 'Meet the team' });
    await expect(team.getByRole('listitem')).toHaveCount(3);
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Dilani Perera', 'Arjun Sivakumar', 'Fathima Rizwan']);
    // Initials stand in for photos.
    await expect(team.locator('img')).toHaveCount(0);

    const subscribe = page.getByRole('main').getByRole('link', { name: 'Subscribe Now' });
    await expect(subscribe).toHaveAttribute('href', '/register');
    await subscribe.click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('FAQ answers open from their question, with the mouse or the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').locator('summary');
    await expect(questions).toHaveText(FAQ_QUESTIONS);

    const answer = page.getByText('Lanka Shop never sees or stores your card number');
    await expect(answer).toBeHidden();
    await page.locator('summary', { hasText: 'What payment methods do you accept?' }).click();
    await expect(answer).toBeVisible();
    await expect(page.getByRole('main').getByText('Cash on delivery:')).toBeVisible();

    const tracking = page.locator('summary', { hasText: 'How can I track my order?' });
    await tracking.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');

    await page.locator('summary', { hasText: 'Can I cancel or modify my order before it ships?' }).click();
    await expect(page.getByText('while an order is still pending and unpaid')).toBeVisible();
  });
});

test.describe('contact form', () => {
  /** Requests that could carry the message away (anything but a page or data GET). */
  function watchSending(page: Page): () => string[] {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    return () => sent;
  }

  async function openForm(page: Page) {
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByRole('main');
    return {
      name: form.getByLabel('Name', { exact: true }),
      email: form.getByLabel('Email', { exact: true }),
      subject: form.getByLabel('Subject (optional)', { exact: true }),
      message: form.getByLabel('Message', { exact: true }),
      send: form.getByRole('button', { name: 'Send message' }),
      status: form.getByRole('status'),
    };
  }

  for (const [device, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    test(`an empty submit names each required field and sends nothing (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sent = watchSending(page);
      const form = await openForm(page);
      await form.send.click();

      for (const [field, text] of [
        [form.name, 'Please enter your name'],
        [form.email, 'Please enter your email address'],
        [form.message, 'Please enter your message'],
      ] as const) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(text);
        await expectRed(page.getByText(text));
      }
      await expect(form.subject).not.toHaveAttribute('aria-invalid');
      await expect(form.name).toBeFocused();
      await expect(form.status).toHaveText('');
      await expect(page).toHaveURL('/contact');
      expect(sent()).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  }

  test('a malformed e-mail is refused until it is corrected', async ({ page }) => {
    const sent = watchSending(page);
    const form = await openForm(page);
    await form.name.fill('Nimal Perera');
    await form.email.fill('nimal@example');
    await form.message.fill('Do you deliver to Jaffna?');
    await form.send.click();

    await expect(form.email).toHaveAccessibleDescription('Invalid email address');
    await expect(form.email).toBeFocused();
    await expect(form.name).not.toHaveAttribute('aria-invalid');
    await expect(form.status).toHaveText('');
    await expect(form.message).toHaveValue('Do you deliver to Jaffna?');

    // The message goes away as soon as the address is right.
    await form.email.fill('nimal@example.com');
    await expect(form.email).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
    expect(sent()).toEqual([]);
  });

  test('a valid message thanks the shopper, empties the form and sends nothing', async ({ page }) => {
    const sent = watchSending(page);
    const form = await openForm(page);
    await form.name.fill('Nimal Perera');
    await form.email.fill('nimal@example.com');
    await form.subject.fill('Order ORD-1700000000000');
    await form.message.fill('Can I change the delivery address of my order?');
    await form.send.click();

    await expect(form.status).toHaveText(THANKS);
    await expect(page.getByText(THANKS)).toHaveCount(1);
    for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveValue('');
    await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page).toHaveURL('/contact');
    expect(sent()).toEqual([]);

    // The thanks belongs to the message just sent: writing the next one clears it.
    await form.name.fill('N');
    await expect(form.status).toHaveText('');
  });
});
