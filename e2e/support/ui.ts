import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

let claimedToasts = 0;

/**
 * Waits for a toast (sonner) with exactly `text` that no earlier expectToast call has claimed, checks its kind
 * (success green, error red), and claims it: a second call with the same text waits for a new toast, not the one
 * still on screen from the first. `contrast` also checks, once it has faded in, that its text meets WCAG AA
 * contrast (axe): only where the page stays put, since the wait and the scan take a moment.
 */
export async function expectToast(
  page: Page,
  text: string,
  type: 'success' | 'error' | 'info',
  { contrast = false }: { contrast?: boolean } = {},
): Promise<void> {
  // Found and claimed in one step: between a locator's check and a later claim, sonner may already have removed
  // the toast (on a busy machine), and a claim that waits for it would wait out the test.
  const claim = String((claimedToasts += 1));
  let shownType: string | null = null;
  await expect
    .poll(
      async () => {
        shownType = await claimToast(page, text, claim);
        return shownType;
      },
      { message: `a ${type} toast '${text}'`, intervals: [50, 100, 250] },
    )
    .not.toBeNull();
  expect(shownType, `the toast '${text}' is a ${type} toast`).toBe(type);
  if (!contrast) return;
  const claimed = `[data-e2e-claimed="${claim}"]`;
  // sonner fades a toast in with a CSS transition that starts only once it sets data-mounted, a frame after the
  // toast is visible: waiting on getAnimations() alone can find nothing yet and scan a half-transparent toast.
  await expect(page.locator(claimed)).toHaveAttribute('data-mounted', 'true');
  await expect
    .poll(() => page.locator(claimed).evaluate((element) => getComputedStyle(element).opacity), { message: `the toast '${text}' has faded in` })
    .toBe('1');
  await page.locator(claimed).evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
  const scan = await new AxeBuilder({ page }).include(claimed).withRules(['color-contrast']).analyze();
  expect(scan.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary)), `contrast of the toast '${text}'`).toEqual([]);
}

/** Marks the first shown, unclaimed toast titled `text` with `claim` and gives its type; null while there is none. */
function claimToast(page: Page, text: string, claim: string): Promise<string | null> {
  return (
    page
      .evaluate(
        ([wanted, mark]) => {
          const toasts = document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]):not([data-e2e-claimed])');
          for (const element of toasts) {
            const title = element.querySelector('[data-title]')?.textContent?.replace(/\s+/g, ' ').trim();
            if (title !== wanted || !element.checkVisibility()) continue;
            element.setAttribute('data-e2e-claimed', mark);
            return element.getAttribute('data-type');
          }
          return null;
        },
        [text, claim] as const,
      )
      // A navigation between two looks replaces the document: look again in the new one.
      .catch(() => null)
  );
}

/**
 * The colour of an element's text (or background) in sRGB. Tailwind 4 writes colours as oklch(), which the
 * browser reports as is; a 1x1 canvas converts whatever the browser understands.
 */
export async function colourOf(locator: Locator, property: 'color' | 'background-color' = 'color') {
  const [r, g, b] = await locator.evaluate((element, name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  }, property);
  return { r: r!, g: g!, b: b! };
}

export async function expectRed(locator: Locator): Promise<void> {
  const { r, g, b } = await colourOf(locator);
  expect(r, `red text: rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(g, b) + 80);
}

export async function expectGreen(locator: Locator): Promise<void> {
  const { r, g, b } = await colourOf(locator);
  expect(g, `green text: rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(r, b) + 30);
}

export async function expectGrey(locator: Locator): Promise<void> {
  const { r, g, b } = await colourOf(locator);
  expect(Math.max(r, g, b) - Math.min(r, g, b), `grey text: rgb(${r}, ${g}, ${b})`).toBeLessThan(40);
}

/**
 * Holds every request to `url` until the returned function is called, so a test can see the page's busy state
 * ('Resetting...', a spinner) without depending on how fast the server answers.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Counts the browser's requests to `path` (e.g. to prove a form refused bad input without calling the API). */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** A detail of the dashboard's 'Account details' (Role, E-mail, Mobile...): the <dd> after the <dt> named `term`. */
export function accountDetail(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Account details' })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** axe-core over the page: no serious or critical WCAG 2.2 AA violation (`what` names the page in the failure). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

/** The page at `width` px does not scroll sideways (polled: a chart redraws a frame after its box settles). */
export async function expectNoSidewaysScroll(page: Page, width: number, what: string): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${what} scrolls sideways at ${width} px`,
    })
    .toBeLessThanOrEqual(0);
}
