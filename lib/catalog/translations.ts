import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * A product's own words in the shop's other languages: the admin may write its name and description in Sinhala and
 * Tamil; a language without them shows the English ones. Pure: the browser may import it.
 */

export const TRANSLATED_LOCALES = ['si', 'ta'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export type ProductWords = { name?: string; description?: string };
export type ProductTranslations = Partial<Record<TranslatedLocale, ProductWords>>;
/** A category's or subcategory's name in the other languages, where the admin wrote it. */
export type NameTranslations = Partial<Record<TranslatedLocale, { name?: string }>>;

const WORDS = ['name', 'description'] as const;

/** The stored JSON as translations: only non-empty text of the two fields in the two languages counts. */
export function translationsOf(value: unknown): ProductTranslations {
  const translations: ProductTranslations = {};
  if (typeof value !== 'object' || value === null) return translations;
  for (const locale of TRANSLATED_LOCALES) {
    const words = (value as Record<string, unknown>)[locale];
    if (typeof words !== 'object' || words === null) continue;
    const kept: ProductWords = {};
    for (const field of WORDS) {
      const text = (words as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.trim() !== '') kept[field] = text;
    }
    if (Object.keys(kept).length > 0) translations[locale] = kept;
  }
  return translations;
}

/** The stored JSON of a category or subcategory as its name's translations. */
export function nameTranslationsOf(value: unknown): NameTranslations {
  const names: NameTranslations = {};
  for (const [locale, words] of Object.entries(translationsOf(value)) as [TranslatedLocale, ProductWords][]) {
    if (words.name) names[locale] = { name: words.name };
  }
  return names;
}

/**
 * A category or subcategory named as a page in `locale` names it: its name there where written, else English (kept
 * as `englishName`, which addresses are made of).
 */
export function nameInLanguage<T extends { name: string; translations?: NameTranslations; englishName?: string }>(named: T, locale: Locale): T {
  const name = locale === DEFAULT_LOCALE ? undefined : named.translations?.[locale]?.name;
  return name ? { ...named, name, englishName: named.englishName ?? named.name } : named;
}

/** A category's or subcategory's name translations after `edits` (as a product's; only names are kept). */
export function withNameEdits(current: NameTranslations, edits: TranslationEdits = {}): NameTranslations {
  return nameTranslationsOf(withTranslationEdits(current, edits));
}

/** What a form or an API call says of the translations: per language and field, new text, '' to clear it, or nothing
 * (absent) to keep what the product has. */
export type TranslationEdits = Partial<Record<TranslatedLocale, ProductWords>>;

/** The product's translations after `edits`: each field sent replaces (or, blank, clears) only itself. */
export function withTranslationEdits(current: ProductTranslations, edits: TranslationEdits): ProductTranslations {
  const merged: Record<string, ProductWords> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const sent = Object.fromEntries(Object.entries(edits[locale] ?? {}).filter(([, text]) => text !== undefined));
    merged[locale] = { ...current[locale], ...sent };
  }
  return translationsOf(merged);
}

/**
 * The product as a page in `locale` shows it: its name (and description, where it has one: a card has none) in that
 * language where written, else the English ones; so its category and subcategory, where it carries them.
 */
export function productInLanguage<
  T extends {
    name: string;
    description?: string;
    translations: ProductTranslations;
    category?: { name: string; translations?: NameTranslations };
    subcategory?: { name: string; translations?: NameTranslations } | null;
  },
>(product: T, locale: Locale): T {
  const words = locale === DEFAULT_LOCALE ? undefined : product.translations[locale];
  if (locale === DEFAULT_LOCALE || (!words && !product.category && !product.subcategory)) return product;
  const description = product.description === undefined ? {} : { description: words?.description ?? product.description };
  const placement = {
    ...(product.category && { category: nameInLanguage(product.category, locale) }),
    ...(product.subcategory && { subcategory: nameInLanguage(product.subcategory, locale) }),
  };
  return { ...product, name: words?.name ?? product.name, ...description, ...placement };
}
