import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type CardProduct, ProductCard } from './product-card';

type ProductGridItemsProps = {
  products: CardProduct[];
  keyword?: string | null;
  /** The first cards' images load first: those of the first screen. */
  priority?: boolean;
};

/** The cards of a grid, each its list item. */
export function ProductGridItems({ products, keyword, priority = true }: ProductGridItemsProps) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard product={product} keyword={keyword} priority={priority && index < 4} />
    </li>
  ));
}

type ProductGridProps = {
  products: CardProduct[];
  keyword?: string | null;
  label?: string;
  busy?: boolean;
  /** Cards already rendered (the server's first page) that come before `products`. */
  leading?: ReactNode;
  /** The first cards' images load first; not for a list below the fold (a product page's related products). */
  priority?: boolean;
};

/** Cards in a responsive grid: two columns on phones, up to four on wide screens. */
export function ProductGrid({ products, keyword, label, busy = false, leading, priority = !leading }: ProductGridProps) {
  const t = useTranslations('shop');
  return (
    <ul
      aria-label={label ?? t('productsLabel')}
      aria-busy={busy || undefined}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
    >
      {leading}
      <ProductGridItems products={products} keyword={keyword} priority={priority} />
    </ul>
  );
}
