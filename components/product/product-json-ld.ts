import type { ProductJson } from '@/lib/catalog/catalog-json';
import { toCents } from '@/lib/catalog/money';

/** An absolute URL for a path of the shop (or an URL that already is absolute, such as a bucket's). */
export function absoluteUrl(pathOrUrl: string, appUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString();
}

/** '1450.00': schema.org prices are plain decimals with a dot, here always two places. */
export function decimalPrice(price: number): string {
  const cents = toCents(price);
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/**
 * The schema.org `Product` of a product page, for search engines: name, images, description, sku, category,
 * one offer in LKR with its availability, and the rating only once there are reviews (an aggregate of none is
 * invalid structured data).
 */
export function productJsonLd(product: ProductJson, appUrl: string): Record<string, unknown> {
  const url = absoluteUrl(`/product/${product._id}`, appUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.image.map((image) => absoluteUrl(image, appUrl)),
    description: product.description || product.name,
    sku: product._id,
    category: product.sub_categoryId
      ? `${product.categoryId.name} > ${product.sub_categoryId.name}`
      : product.categoryId.name,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(product.price),
      priceCurrency: 'LKR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.totalReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.averageRating,
        reviewCount: product.totalReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` (and `>`, `&`) become \u escapes, so text from the
 * catalogue ('</script><script>…') cannot end the script element. JSON readers decode them back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
