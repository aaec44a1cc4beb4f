import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with two checks on every page of every test, both read from the browser's console:
 * - a message the browser's components asked for and their page did not send (lib/i18n/client-messages.ts gives each
 *   page only its part) fails the test: the browser's translator (lib/i18n/browser-intl.tsx) says so, and shows the
 *   message's key in its place;
 * - anything the page's Content-Security-Policy refused fails it too: a framework script without its nonce
 *   (lib/http/script-nonces.ts) or a connection the policy does not name would break the page silently;
 * - so does a preload the page never used (the browser says so a few seconds after load): another page's images
 *   preloaded from its prefetched payload cost the shopper's bandwidth (components/shop/product-image.tsx).
 * The pages of the contexts a test opens itself (a second visitor, the admin beside a shopper) are watched too.
 */
export const test = base.extend<{ cleanConsole: void }>({
  cleanConsole: [
    // `provide`, not `use`: the React hooks lint rule takes a call of `use` for React's use().
    async ({ context, browser }, provide) => {
      const complaints: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          const text = message.text();
          if (
            text.startsWith('Missing message:') ||
            text.includes('Content Security Policy') ||
            text.includes('was preloaded using link preload but not used')
          ) {
            complaints.push(`${message.page()?.url() ?? ''}: ${text}`);
          }
        });
      watch(context);
      // The worker's browser is shared by its tests: its own newContext is put back after each.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await provide();
      } finally {
        browser.newContext = newContext;
      }
      expect(complaints, 'messages the page did not send, what its policy refused and preloads it did not use').toEqual([]);
    },
    { auto: true },
  ],
});
