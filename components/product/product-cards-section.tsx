import { useId } from 'react';
import { type CardProduct } from '@/components/shop/product-card';
import { ProductGrid } from '@/components/shop/product-grid';

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
      <ProductGrid products={products} label={title} priority={false} />
    </section>
  );
}
