import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCard } from './product-card';

type ProductGridItemsProps = {
  products: CardProduct[];
  keyword?: string | null;
  /** The first cards' images load first: those of the first screen; not for a list below the fold. */
  priority?: boolean;
};

/** The cards of a grid (components/shop/product-grid.tsx), each its list item. */
export function ProductGridItems({ products, keyword, priority = true }: ProductGridItemsProps) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard product={product} keyword={keyword} priority={priority && index < 4} />
    </li>
  ));
}
