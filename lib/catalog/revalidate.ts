import 'server-only';
import { revalidateTag } from 'next/cache';
import { CATALOG_TAG, EXACT_STOCK_TAG, type ListingPlacement, listingTagsOf, productTag } from './cache-tags';
import type { Product } from './types';

/** A product that changed, where it is listed, and whether its listings show the change (lib/catalog/cache-tags.ts). */
export type ProductChange = ListingPlacement & { id: string; listed: boolean };

/**
 * Expires cached catalogue reads at once, after a change has committed. Route handlers are also called directly
 * by the integration tests, and the hold sweep runs on a timer: outside Next's request scope there is no cache to
 * expire.
 */
function expireTags(tags: Iterable<string>): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
}

/** A category or subcategory changed: its name and place show with every product of it. */
export function revalidateCatalogue(): void {
  expireTags([CATALOG_TAG]);
}

/**
 * Products changed: their pages, the API's keyword lists (which show exact stock), and the listings they belong to for
 * the changes a list shows (a product added or removed, its name, price, image or rating; its stock only when it runs
 * out or comes back).
 */
export function revalidateProducts(changes: ProductChange[]): void {
  if (changes.length === 0) return;
  const tags = new Set([EXACT_STOCK_TAG, ...changes.map((change) => productTag(change.id))]);
  for (const tag of listingTagsOf(changes.filter((change) => change.listed))) tags.add(tag);
  expireTags(tags);
}

/** A product saved by an admin: everything a list shows of it may have changed. */
export function productChange(product: Product): ProductChange {
  return { id: product.id, categoryId: product.category.id, subcategoryId: product.subcategory?.id ?? null, listed: true };
}
