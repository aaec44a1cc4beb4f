import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { absoluteUrl } from '@/components/product/product-json-ld';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localizedPath } from '@/lib/i18n/locales';

type CataloguePage = {
  /** The name the page is about (the category's, the product's...): the Open Graph title and the image's text. */
  name: string;
  /** The page's title; the name unless told (a later page of a list says its number). */
  title?: string;
  description: string;
  /** The canonical address, a path of the shop without a language (each language's own is derived from it). */
  path: string;
  image: string | null | undefined;
  appUrl: string;
};

/**
 * The metadata of a category, subcategory or product page in the page's language: its canonical address, the same
 * page in the other languages, and its Open Graph card.
 */
export async function cataloguePageMetadata({ name, title = name, description, path, image, appUrl }: CataloguePage): Promise<Metadata> {
  const locale = await getLocale();
  return {
    title,
    description,
    alternates: languageAlternates(path, locale),
    openGraph: {
      type: 'website',
      siteName: 'Lanka Shop',
      url: localizedPath(path, locale),
      title: name,
      description,
      images: image ? [{ url: absoluteUrl(image, appUrl), alt: name }] : undefined,
    },
  };
}
