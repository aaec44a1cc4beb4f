import type { Metadata } from 'next';
import { DEFAULT_LOCALE, type Locale, LOCALES, localizedPath } from './locales';

/**
 * A public page's addresses for search engines: its canonical address in the page's language, and the same page in
 * every language (`<link rel="alternate" hreflang>`), English also as the default for any other language.
 */
export function languageAlternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const target of LOCALES) languages[target] = localizedPath(path, target);
  languages['x-default'] = localizedPath(path, DEFAULT_LOCALE);
  return { canonical: localizedPath(path, locale), languages };
}
