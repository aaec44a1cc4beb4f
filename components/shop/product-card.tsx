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
    <article className="group catalogue-card product-card">
      <div className="product-card-media">
        <CatalogueImage
          src={product.images[0]}
          alt=""
          priority={priority}
          className="catalogue-card-image"
        />
        {outOfStock ? (
          <span className="absolute top-2 left-2">
            <Badge tone="red">{t('card.outOfStock')}</Badge>
          </span>
        ) : null}
      </div>
      <div className="product-card-body">
        <p className="text-xs text-gray-600">{product.category.name || t('card.uncategorized')}</p>
        <h3 className="product-card-name">
          <Link href={`/product/${product.id}`} className="product-card-link">
            <HighlightedText text={product.name} keyword={keyword} />
          </Link>
        </h3>
        <div className="product-card-foot">
          <ProductPrice price={product.price} discount={product.discount} />
          <p className="product-card-rating">
            <StarRating average={product.rating.average} />
            <span className="whitespace-nowrap">({t('rating.reviewCount', { count: product.rating.count })})</span>
          </p>
        </div>
      </div>
    </article>
  );
}
