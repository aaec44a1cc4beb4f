'use client';

import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { SHOP_TIME_ZONE } from '@/lib/dates/shop-time-zone';
import type { Locale } from '@/lib/i18n/locales';

/** The catalogue's text back from base64 (lib/i18n/client-messages.ts): bytes, then UTF-8, then JSON. */
function decodeMessages(encoded: string) {
  const bytes = Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The messages of the browser's components, for the page's language (encoded by the server: see `encodeMessages`). */
export function MessagesProvider({ locale, encoded, children }: { locale: Locale; encoded: string; children: ReactNode }) {
  const messages = useMemo(() => decodeMessages(encoded), [encoded]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
