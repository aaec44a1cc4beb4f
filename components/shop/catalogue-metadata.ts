import type { Metadata } from 'next';
import { absoluteUrl } from '@/components/product/product-json-ld';

type CataloguePage = {
  /** The name the page is about (the category's, the product's...): the Open Graph title and the image's text. */
  name: string;
  /** The page's title; the name unless told (a later page of a list says its number). */
  title?: string;
  description: string;
  /** The canonical address, a path of the shop. */
  path: string;
  image: string | null | undefined;
  appUrl: string;
};

/** The metadata of a category, subcategory or product page: its canonical address and its Open Graph card. */
export function cataloguePageMetadata({ name, title = name, description, path, image, appUrl }: CataloguePage): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: 'Lanka Shop',
      url: path,
      title: name,
      description,
      images: image ? [{ url: absoluteUrl(image, appUrl), alt: name }] : undefined,
    },
  };
}
