'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isLocale } from './locales';
import { loadedServerMessages, loadServerMessages, lookUpServerMessage, subscribeServerMessages } from './server-messages';

const notLoaded = () => undefined;

/**
 * The server's English messages (shared zod schemas' validation messages, stored notifications) in the page's
 * language: a function from the English message to the shown one. On an English page it returns the message as it
 * is. On a Sinhala or Tamil page the language's table (lib/i18n/server-messages.ts) is loaded once `needed` (when
 * there is a message to show), in its own chunk; until it arrives, and for a message it does not know, the message
 * stays English, and the component renders again when it arrives.
 */
export function useLocalizedMessage(needed = true): (message: string) => string {
  const current = useLocale();
  const locale = isLocale(current) && current !== 'en' ? current : undefined;
  const table = useSyncExternalStore(
    subscribeServerMessages,
    () => (locale ? loadedServerMessages(locale) : undefined),
    notLoaded,
  );

  useEffect(() => {
    if (locale && needed && !table) loadServerMessages(locale).catch(() => {});
  }, [locale, needed, table]);

  return useCallback((message: string) => (table && message ? lookUpServerMessage(table, message) : message), [table]);
}
