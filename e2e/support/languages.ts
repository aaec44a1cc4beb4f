import en from '../../messages/en.json' with { type: 'json' };
import si from '../../messages/si.json' with { type: 'json' };
import ta from '../../messages/ta.json' with { type: 'json' };

export type ShopLocale = 'en' | 'si' | 'ta';
type Catalogue = { [key: string]: string | Catalogue };

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
 * test reads the same words as its English twin without naming catalogue keys. Where English uses the same words for
 * things another language tells apart, the test must name the key (`message`).
 */
export function inLanguage(locale: ShopLocale, english: string): string {
  const keys = [...FLAT.en].filter(([, text]) => text === english).map(([key]) => key);
  if (keys.length === 0) throw new Error(`no English message "${english}" in messages/en.json`);
  const translations = new Set(keys.map((key) => message(locale, key)));
  if (translations.size > 1) throw new Error(`"${english}" is ${[...translations].join(' or ')} in ${locale}: name the key (${keys.join(', ')})`);
  return [...translations][0]!;
}

export const LOCALE_NAMES: Record<ShopLocale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };
