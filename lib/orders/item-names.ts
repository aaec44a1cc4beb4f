import { z } from 'zod';
import { type ProductTranslations, TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/catalog/translations';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * An order line's name in the shop's languages, as the product was named when it was ordered: the English name
 * (order_items.name, the shop's records) and the Sinhala and Tamil ones it had then (order_items.name_translations).
 * Pure: the order screens (client components) name the lines with it too.
 */

export type ItemNameTranslations = Partial<Record<TranslatedLocale, string>>;

const storedNames = z.object(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, z.string().trim().min(1).optional().catch(undefined)])));

/** The stored (or sent) JSON as names: only non-blank text in the two languages counts; anything else is none. */
export function itemNameTranslationsOf(value: unknown): ItemNameTranslations {
  const parsed = storedNames.safeParse(value);
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).filter(([, name]) => name !== undefined)) as ItemNameTranslations;
}

/** The names a line keeps of its product's translations, taken when the order is placed. */
export function itemNamesOfProduct(translations: ProductTranslations): ItemNameTranslations {
  return itemNameTranslationsOf(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, translations[locale]?.name])));
}

/** The line's name in `locale`: the one it was ordered under in that language, else the English one. */
export function itemNameIn(item: { name: string; nameTranslations: ItemNameTranslations }, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? item.name : (item.nameTranslations[locale] ?? item.name);
}
