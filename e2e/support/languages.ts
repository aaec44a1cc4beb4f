import en from '../../messages/en.json';
import si from '../../messages/si.json';
import ta from '../../messages/ta.json';

export type ShopLocale = 'en' | 'si' | 'ta';
type Catalogue = { [key: string]: string | Catalogue };

const CATALOGUES: Record<ShopLocale, Catalogue> = { en, si, ta };

function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const FLAT = { en: flatten(en), si: flatten(si), ta: flatten(ta) };

/** The catalogue's message at `key` (`'cart.title'`) in `locale`, as written (no arguments). */
export function message(locale: ShopLocale, key: string): string {
  const text = FLAT[locale].get(key);
  if (text === undefined) throw new Error(`no message ${key} in ${locale}`);
  return text;
}

/**
 * What the page says in `locale` where English says `english`: the message whose English text is exactly that, so a
 * test reads the same words as its English twin without naming catalogue keys.
 */
export function inLanguage(locale: ShopLocale, english: string): string {
  if (locale === 'en') return english;
  const key = [...FLAT.en].find(([, text]) => text === english)?.[0];
  if (key === undefined) throw new Error(`no English message "${english}" in messages/en.json`);
  return message(locale, key);
}

export const LOCALE_NAMES: Record<ShopLocale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };
export { CATALOGUES };
