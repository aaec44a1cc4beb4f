import { expect, type Page } from '@playwright/test';
import { logInOverApi } from './support/accounts';
import { inLanguage, message, type ShopLocale } from './support/languages';
import { productId, testWithShopper } from './support/shop-api';
import { waitForHydration } from './support/wait-for-hydration';
import { SEED_CATEGORY_NAMES } from '../lib/db/seed/category-names';

/**
 * No empty boxes (tofu) on a device without Sinhala or Tamil fonts, such as this machine: every Sinhala and Tamil
 * letter a page draws, toasts, placeholders and the language switch included, comes from the shop's Noto web fonts,
 * as Chromium reports the fonts it drew with (DevTools' CSS.getPlatformFontsForNode); and an English page downloads
 * neither face. Screenshots of each page are written to test-results/. The product page names its category,
 * subcategory and details in the page's language (the demo catalogue names them all).
 */

const test = testWithShopper('Fonts');
test.describe.configure({ mode: 'default' });

const INDIC = /[\u0B80-\u0BFF\u0D80-\u0DFF]/gu;
/** A run of them, with the joiners that shape them. */
const INDIC_RUN = /[\u0B80-\u0BFF\u0D80-\u0DFF\u200C\u200D]+/;
const SHOP_FACE = /^Noto Sans (Sinhala|Tamil)$/;
const FONT_FILE = /noto-sans-(sinhala|tamil)/;
/** DOM node types as DevTools reports them. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const SHADOW_ROOT = 11;

type DomNode = {
  nodeId: number;
  nodeType: number;
  nodeValue: string;
  attributes?: string[];
  shadowRootType?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
};
type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** Puts every run of Sinhala or Tamil letters of the page's text in its own element, whose fonts are then its own. */
function isolateIndicRuns(page: Page) {
  return page.evaluate((pattern) => {
    const runs = new RegExp(pattern, 'gu');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const parts = text.data.split(runs);
      if (parts.length === 1 || text.parentElement?.closest('script, style')) continue;
      text.replaceWith(
        ...parts.map((part, index) => {
          if (index % 2 === 0) return part;
          const run = document.createElement('span');
          run.dataset.indicRun = '';
          run.textContent = part;
          return run;
        }),
      );
    }
  }, `(${INDIC_RUN.source})`);
}

/**
 * What was drawn with another font than the shop's Noto faces: each run of Sinhala or Tamil letters must be drawn with
 * them alone. A field's placeholder (a user-agent shadow root, read with pierce) may mix scripts in one text: there the
 * glyphs from other fonts may be no more than its letters outside Sinhala and Tamil (Latin, digits, spaces); a tofu box
 * is a glyph of a fallback font for a Sinhala or Tamil letter.
 */
async function textDrawnWithFallbackFonts(page: Page): Promise<string[]> {
  await isolateIndicRuns(page);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = (await devtools.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const failures: string[] = [];
  const visit = async (element: DomNode, inPlaceholder: boolean) => {
    const children = [...(element.children ?? []), ...(element.shadowRoots ?? [])];
    const text = children.filter((child) => child.nodeType === TEXT_NODE).map((child) => child.nodeValue).join('');
    const indicLetters = text.match(INDIC)?.length ?? 0;
    const isRun = element.attributes?.includes('data-indic-run') ?? false;
    if (indicLetters > 0 && (isRun || inPlaceholder)) {
      const { fonts } = (await devtools.send('CSS.getPlatformFontsForNode', { nodeId: element.nodeId })) as { fonts: PlatformFont[] };
      const drawn = fonts.filter((font) => font.glyphCount > 0);
      const otherGlyphs = drawn.filter((font) => !(font.isCustomFont && SHOP_FACE.test(font.familyName))).reduce((sum, font) => sum + font.glyphCount, 0);
      const allowed = isRun ? 0 : [...text].length - indicLetters;
      // No fonts at all: the element is not rendered (a closed menu), so nothing is drawn.
      if (otherGlyphs > allowed) {
        failures.push(`"${text.trim().slice(0, 60)}": ${drawn.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''} ×${font.glyphCount}`).join(', ')}`);
      }
    }
    for (const child of children) {
      if (child.nodeType === ELEMENT_NODE || child.nodeType === SHADOW_ROOT) await visit(child, inPlaceholder || child.shadowRootType === 'user-agent');
    }
  };
  await visit(root, false);
  await devtools.detach();
  return failures;
}

async function expectNoTofu(page: Page, screen: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath(`${screen}.png`), fullPage: true });
  expect(await textDrawnWithFallbackFonts(page), `Sinhala and Tamil text drawn with a fallback font on ${screen}`).toEqual([]);
}

for (const locale of ['si', 'ta'] as const satisfies ShopLocale[]) {
  test(`every Sinhala and Tamil letter is drawn with the shop's fonts in ${locale}`, async ({ page, shopper }) => {
    // A page in one of the two languages downloads only its own script's face (the switch has its own small one).
    const otherFace = locale === 'si' ? /noto-sans-tamil/ : /noto-sans-sinhala/;
    const otherFaceFiles: string[] = [];
    page.on('request', (request) => {
      if (otherFace.test(request.url())) otherFaceFiles.push(request.url());
    });
    await page.goto(`/${locale}/login`);
    await waitForHydration(page);
    await expectNoTofu(page, `${locale}-login`);
    // The check wraps the page's text runs in elements of its own, which React's next render trips over: a fresh page.
    await page.reload();
    await waitForHydration(page);
    const form = page.getByRole('main');
    await form.getByLabel(inLanguage(locale, 'Email'), { exact: true }).fill(shopper.account.email);
    await form.getByLabel(inLanguage(locale, 'Password'), { exact: true }).fill('not-the-password-1');
    await form.getByRole('button', { name: message(locale, 'auth.loginPage.submit'), exact: true }).click();
    // sonner loads at the first toast: on a busy machine that has taken several seconds.
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible({ timeout: 15_000 });
    await expectNoTofu(page, `${locale}-toast`);

    await logInOverApi(page, shopper.account);
    const product = await productId(shopper.api, 'Kurakkan Flour 1kg');
    await shopper.api.post('/api/cart/create', { data: { productId: product, quantity: 1 } });
    for (const [screen, path] of [
      ['home', ''],
      ['shop', '/shop'],
      ['product', `/product/${product}`],
      ['cart', '/cart'],
    ] as const) {
      await page.goto(`/${locale}${path}`);
      await expectNoTofu(page, `${locale}-${screen}`);
    }
    // The category and the details table of the product last visited are in the page's language too.
    await page.goto(`/${locale}/product/${product}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: SEED_CATEGORY_NAMES.Groceries![locale], exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: SEED_CATEGORY_NAMES['Rice & Grains']![locale], exact: true }).first()).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: message(locale, 'product.detailNames.Brand') })).toBeVisible();
    expect(otherFaceFiles).toEqual([]);
  });
}

test('an English page downloads no Sinhala or Tamil font', async ({ page, shopper }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (FONT_FILE.test(request.url())) fontFiles.push(request.url());
  });
  const product = await productId(shopper.api, 'Kurakkan Flour 1kg');
  for (const path of ['/', '/shop', `/product/${product}`, '/login']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fontFiles).toEqual([]);
});
