import type { Product } from '@/lib/catalog/types';
import { toDecimalText } from '@/lib/money';

/** An absolute URL for a path of the shop (or an URL that already is absolute, such as a bucket's). */
export function absoluteUrl(pathOrUrl: string, appUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString();
}

/**
 * The schema.org `Product` of a product page, for search engines: name, images, description, sku, category,
 * one offer in LKR with its availability, and the rating only once there are reviews (an aggregate of none is
 * invalid structured data).
 */
export function productJsonLd(product: Product, appUrl: string): Record<string, unknown> {
  const url = absoluteUrl(`/product/${product.id}`, appUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => absoluteUrl(image, appUrl)),
    description: product.description || product.name,
    sku: product.id,
    category: product.subcategory ? `${product.category.name} > ${product.subcategory.name}` : product.category.name,
    url,
    offers: {
      '@type': 'Offer',
      url,
      // schema.org prices are plain decimals with a dot, here always two places ('1450.00').
      price: toDecimalText(product.price),
      priceCurrency: 'LKR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.average,
        reviewCount: product.rating.count,
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
