/**
 * The tags of the storefront's cached catalogue reads (lib/catalog/cached.ts), so that a change expires only the
 * pages that show it (lib/catalog/revalidate.ts):
 * - every entry carries CATALOG_TAG: a category's or subcategory's name shows on the pages and cards of all its
 *   products, so a change of the catalogue's structure expires everything (an admin's rare edit);
 * - a product's page carries its product tag;
 * - a list of products carries the tag of the narrowest listing it searched: a subcategory's, a category's, or the
 *   whole shop's (a search without either, keywords included). A product's change reaches the three listings it
 *   belongs to.
 */
export const CATALOG_TAG = 'catalog';

export const productTag = (id: string) => `catalog:product:${id}`;

/** The API's cached keyword lists, which show each product's exact stock: any product's change expires them. */
export const EXACT_STOCK_TAG = 'catalog:exact-stock';

const ALL_LISTINGS_TAG = 'catalog:listing';
const categoryListingTag = (id: string) => `catalog:listing:category:${id}`;
const subcategoryListingTag = (id: string) => `catalog:listing:subcategory:${id}`;

/** Where a product is listed. */
export type ListingPlacement = { categoryId: string; subcategoryId: string | null };

/** The listing a search belongs to, by its filters of place. */
export function listingTag(filters: { category?: string | undefined; subCategory?: string | undefined }): string {
  if (filters.subCategory) return subcategoryListingTag(filters.subCategory);
  if (filters.category) return categoryListingTag(filters.category);
  return ALL_LISTINGS_TAG;
}

/** Every listing that shows the products so placed. */
export function listingTagsOf(placements: ListingPlacement[]): string[] {
  if (placements.length === 0) return [];
  const tags = new Set([ALL_LISTINGS_TAG]);
  for (const { categoryId, subcategoryId } of placements) {
    tags.add(categoryListingTag(categoryId));
    if (subcategoryId) tags.add(subcategoryListingTag(subcategoryId));
  }
  return [...tags];
}
