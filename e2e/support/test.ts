import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one check on every page of every test: a message the browser's components asked for and
 * their page did not send (lib/i18n/client-messages.ts gives each page only its part) fails the test. The browser's
 * translator (lib/i18n/browser-intl.tsx) says so on the console, and shows the message's key in its place. The pages
 * of the contexts a test opens itself (a second visitor, the admin beside a shopper) are watched too.
 */
export const test = base.extend<{ noMissingMessages: void }>({
  noMissingMessages: [
    // `provide`, not `use`: the React hooks lint rule takes a call of `use` for React's use().
    async ({ context, browser }, provide) => {
      const missing: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.text().startsWith('Missing message:')) missing.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
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
      expect(missing, 'messages the page did not send').toEqual([]);
    },
    { auto: true },
  ],
});
