import type messages from './messages/en.json';
import type { Locale } from './lib/i18n/locales';

// Every key a component translates with is checked against the English catalogue, and locales are the shop's three.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
