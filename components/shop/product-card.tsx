import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Badge } from '@/components/ui/badge';
import type { CardProduct } from '@/lib/catalog/card-product';
import { HighlightedText } from './highlighted-text';
import { CatalogueImage } from './product-image';
import { ProductPrice } from './product-price';
import { StarRating } from './star-rating';


type ProductCardProps = {
  product: CardProduct;
  /** The search keyword to highlight in the name. */
  keyword?: string | null;
  priority?: boolean;
};

/**
 * The product card of every list (home, shop, subcategory): image, name, category, price, rating, stock.
 * The name is the card's one link; it stretches over the whole card, so the card is one tab stop that reads
 * as the product's name.
 */
export function ProductCard({ product, keyword, priority }: ProductCardProps) {
  const t = useTranslations('shop');
  const outOfStock = product.stock <= 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700">
      <div className="relative aspect-square overflow-hidden bg-gray-100">
        <CatalogueImage
          src={product.images[0]}
          alt=""
          priority={priority}
          className="size-full object-cover group-hover:scale-105 motion-safe:transition-transform"
        />
        {outOfStock ? (
          <span className="absolute top-2 left-2">
            <Badge tone="red">{t('card.outOfStock')}</Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-xs text-gray-600">{product.category.name || t('card.uncategorized')}</p>
        <h3 className="text-sm leading-snug font-medium text-gray-900 sm:text-base">
          <Link href={`/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <HighlightedText text={product.name} keyword={keyword} />
          </Link>
        </h3>
        <div className="mt-auto space-y-1 pt-1">
          <ProductPrice price={product.price} discount={product.discount} />
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-gray-600">
            <StarRating average={product.rating.average} />
            <span className="whitespace-nowrap">({t('rating.reviewCount', { count: product.rating.count })})</span>
          </p>
        </div>
      </div>
    </article>
  );
}
