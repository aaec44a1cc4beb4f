import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

/**
 * The desktop header in each language on a common laptop screen (1366 px): every item on one line, in one row.
 * Sinhala and Tamil words are longer than English ones; at 1366 px they wrapped each link onto two lines.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Each link's text lines in the header (distinct line tops of its text), and its vertical middle. */
function headerLinks(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll('a')]
      .filter((link) => link.checkVisibility() && link.getBoundingClientRect().width > 1)
      .map((link) => {
        // The shown text only: a screen reader's words (.sr-only) sit in a clipped 1 px box of their own.
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const box = link.getBoundingClientRect();
        return { text: link.textContent?.trim() ?? '', lines: tops.size, middle: Math.round(box.top + box.height / 2), right: box.right };
      }),
  );
}

test('the desktop header keeps every item on one line at 1366 px in English, Sinhala and Tamil', async ({ page }, testInfo) => {
  for (const prefix of ['', '/si', '/ta']) {
    await page.goto(`${prefix}/about`);
    // The account links hold their place unseen until the visitor is known: measure them as shown.
    await expect(page.getByRole('banner').getByRole('link', { name: /^(Login|පිවිසෙන්න|உள்நுழைக)$/ })).toBeVisible();
    const links = await headerLinks(page);
    await page.getByRole('banner').screenshot({ path: testInfo.outputPath(`header-1366${prefix.replace('/', '-') || '-en'}.png`) });
    expect(links.filter((link) => link.lines !== 1), `${prefix || 'en'}: links on more than one line`).toEqual([]);
    const middles = links.map((link) => link.middle);
    expect(Math.max(...middles) - Math.min(...middles), `${prefix || 'en'}: header items in one row`).toBeLessThanOrEqual(2);
    expect(Math.max(...links.map((link) => link.right)), `${prefix || 'en'}: nothing past the screen`).toBeLessThanOrEqual(1366);
  }
});
