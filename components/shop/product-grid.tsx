import { type CardProduct, ProductCard } from './product-card';

type ProductGridProps = {
  products: CardProduct[];
  keyword?: string | null;
  label?: string;
  busy?: boolean;
};

/** Cards in a responsive grid: two columns on phones, up to four on wide screens. */
export function ProductGrid({ products, keyword, label = 'Products', busy = false }: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} keyword={keyword} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
