import { z } from 'zod';
import type { CardProduct } from '@/lib/catalog/card-product';
import { cents } from '@/lib/money';

/**
 * The shopper's recently viewed products, kept in this browser's localStorage (nothing personal reaches the cached
 * product page). The stored text may be corrupt, of an older version or written by something else: each entry is
 * checked and a bad one left out, never trusted.
 */
// No compiled parsers: the shop's Content-Security-Policy forbids eval, and zod's probe for it would be reported as a
// violation on every product page.
z.config({ jitless: true });

export const RECENTLY_VIEWED_KEY = 'lanka-shop:recently-viewed';
export const MAX_RECENTLY_VIEWED = 8;

const ref = z.object({ id: z.string().min(1).max(64), name: z.string().max(200) });

const storedProduct = z.object({
  // A path segment of the product's link: nothing that could leave /product/.
  id: z.string().regex(/^[\w-]{1,64}$/),
  name: z.string().min(1).max(200),
  // A shop image is a path of the shop or an http(s) address (an S3 bucket).
  images: z.array(z.string().regex(/^(\/(?!\/)|https?:\/\/)/)).max(1),
  price: z.number().int().nonnegative().transform(cents),
  discount: z.number().int().min(0).max(100),
  stock: z.number().int(),
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
  category: ref,
}) satisfies z.ZodType<CardProduct, unknown>;

/** The list stored as `text`: its valid entries, newest first, each product once, at most MAX_RECENTLY_VIEWED. */
export function parseRecentlyViewed(text: string | null): CardProduct[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((entry) => {
    const parsed = storedProduct.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return valid.filter((product, index) => valid.findIndex(({ id }) => id === product.id) === index).slice(0, MAX_RECENTLY_VIEWED);
}

/** The list with `product` first (its cover image only, enough for a card), and any earlier view of it dropped. */
export function withRecentlyViewed(list: CardProduct[], product: CardProduct): CardProduct[] {
  const viewed = { ...product, images: product.images.slice(0, 1) };
  return [viewed, ...list.filter(({ id }) => id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}
