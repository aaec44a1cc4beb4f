import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one check on every page of every test: a message the browser's components asked for and
 * their page did not send (lib/i18n/client-messages.ts gives each page only its part) fails the test. The browser's
 * translator and next-intl's both say so on the console, and show the message's key in its place.
 */
export const test = base.extend<{ noMissingMessages: void }>({
  noMissingMessages: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (/Missing message|MISSING_MESSAGE/.test(message.text())) missing.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use();
      expect(missing, 'messages the page did not send').toEqual([]);
    },
    { auto: true },
  ],
});
