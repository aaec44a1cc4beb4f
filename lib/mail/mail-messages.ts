import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';

/**
 * The mails' words: the `mail` namespace of each language's catalogue (messages/<locale>.json), translated outside
 * React. A mail is written in its recipient's language (users.locale); English is the default.
 */

type MailCatalogue = (typeof en)['mail'];

const CATALOGUES: Record<Locale, MailCatalogue> = { en: en.mail, si: si.mail, ta: ta.mail };

export function mailTranslator(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator({ locale, messages: { mail: CATALOGUES[locale] }, namespace: 'mail' });
}

export type MailTranslator = ReturnType<typeof mailTranslator>;
