import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page header. Tests act faster than shoppers: a form submitted
 * before hydration takes the plain-HTML path instead of the client handler under test.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'));
  });
}
