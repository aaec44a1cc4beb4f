import type { CardProduct } from '@/lib/catalog/card-product';
import { cents } from '@/lib/money';
import { parseStoredList } from '@/lib/stored-list';

/**
 * The shopper's recently viewed products, kept in this browser's localStorage (nothing personal reaches the cached
 * product page). The stored text may be corrupt, of an older version or written by something else: each entry is
 * checked and a bad one left out, never trusted. Checked by hand rather than with zod, the shop's rule at its
 * boundaries: zod's code (24 KB gzipped even in its mini build) was loaded by every product page for this list alone.
 */

export const RECENTLY_VIEWED_KEY = 'lanka-shop:recently-viewed';
export const MAX_RECENTLY_VIEWED = 8;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;
const isWhole = (value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
// A path segment of the product's link: nothing that could leave /product/.
const PRODUCT_ID = /^[\w-]{1,64}$/;
// A shop image is a path of the shop or an http(s) address (an S3 bucket).
const IMAGE_URL = /^(\/(?!\/)|https?:\/\/)/;

/** One stored entry as a card, or null when any of its fields is missing or wrong. */
function storedProduct(entry: unknown): CardProduct | null {
  const fields = fieldsOf(entry);
  const rating = fieldsOf(fields?.rating);
  const category = fieldsOf(fields?.category);
  if (!fields || !rating || !category) return null;
  const { id, name, images, price, discount, stock } = fields;
  const valid =
    typeof id === 'string' && PRODUCT_ID.test(id) && isText(name, 200) &&
    Array.isArray(images) && images.length <= 1 && images.every((url) => typeof url === 'string' && IMAGE_URL.test(url)) &&
    isWhole(price, 0) && isWhole(discount, 0, 100) && isWhole(stock) &&
    typeof rating.average === 'number' && rating.average >= 0 && rating.average <= 5 && isWhole(rating.count, 0) &&
    isText(category.id, 64) && typeof category.name === 'string' && category.name.length <= 200;
  if (!valid) return null;
  return {
    id,
    name,
    images: images as string[],
    price: cents(price),
    discount,
    stock,
    rating: { average: rating.average as number, count: rating.count as number },
    category: { id: category.id as string, name: category.name as string },
  };
}

/** The list stored as `text`: its valid entries, newest first, each product once, at most MAX_RECENTLY_VIEWED. */
export function parseRecentlyViewed(text: string | null): CardProduct[] {
  return parseStoredList(text, storedProduct, (product) => product.id, MAX_RECENTLY_VIEWED);
}

/** The list with `product` first (its cover image only, enough for a card), and any earlier view of it dropped. */
export function withRecentlyViewed(list: CardProduct[], product: CardProduct): CardProduct[] {
  const viewed = { ...product, images: product.images.slice(0, 1) };
  return [viewed, ...list.filter(({ id }) => id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}
