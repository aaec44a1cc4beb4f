'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { SHOP_TIME_ZONE } from '@/lib/dates/shop-time-zone';
import type { Locale } from '@/lib/i18n/locales';
// Not from client-messages.ts, whose base64 encoding would bring a Buffer polyfill into every page's first load.
import { mergeMessages } from '@/lib/i18n/merge-messages';

/** A part of the catalogue back from base64 (lib/i18n/client-messages.ts): bytes, then UTF-8, then JSON. */
function decodeMessages(encoded: string) {
  const bytes = Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Every page's messages for the browser's components: the frame's part, in the page's language (`encodedMessages`). */
export function MessagesProvider({ locale, encoded, children }: { locale: Locale; encoded: string; children: ReactNode }) {
  const messages = useMemo(() => decodeMessages(encoded), [encoded]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A layout's part of the messages, added to those of the providers above it. */
export function MoreMessages({ encoded, children }: { encoded: string; children: ReactNode }) {
  const locale = useLocale();
  const outer = useMessages();
  const messages = useMemo(() => mergeMessages(outer, decodeMessages(encoded)), [outer, encoded]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
