import { useId } from 'react';
import { ProductGrid } from '@/components/shop/product-grid';
import { ProductGridItems } from '@/components/shop/product-grid-items';
import type { CardProduct } from '@/lib/catalog/card-product';

/**
 * A titled row of product cards below the product (related, recently viewed); nothing without products. Below the
 * fold, so its images load lazily rather than beside the product's own.
 */
export function ProductCardsSection({ title, products }: { title: string; products: CardProduct[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-gray-200 pt-8">
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <ProductGrid label={title}>
        <ProductGridItems products={products} priority={false} />
      </ProductGrid>
    </section>
  );
}
