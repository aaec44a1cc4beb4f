import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Breadcrumbs } from '@/components/shop/breadcrumbs';
import { cataloguePageMetadata } from '@/components/shop/catalogue-metadata';
import { metaDescription } from '@/components/shop/meta-description';
import { type CardProduct, cardProductOf } from '@/lib/catalog/card-product';
import { ProductPrice } from '@/components/shop/product-price';
import { StarRating } from '@/components/shop/star-rating';
import { Badge } from '@/components/ui/badge';
import { cachedRelatedProducts } from '@/lib/catalog/cached';
import { knownDetailName } from '@/lib/catalog/detail-names';
import { categoryPath } from '@/lib/catalog/storefront-routes';
import type { Product } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/locales';
import { config } from '@/lib/config';
import { formatRs } from '@/lib/money';
import { listProductReviews } from '@/lib/reviews/reviews';
import { ProductCardsSection } from './product-cards-section';
import { ProductGallery } from './product-gallery';
import { absoluteUrl, productJsonLd, serializeJsonLd } from './product-json-ld';
import { PRODUCT_PAGE_REVIEWS, ProductReviews, type ProductReviewsData } from './product-reviews';
import { PurchasePanel } from './purchase-panel';
import { RecentlyViewed } from './recently-viewed';
import { ShareButton } from './share-button';
import { stockText } from './stock-text';

/** The first reviews and the summary (null when they cannot be read: the page still shows the product). */
export async function loadProductReviews(productId: string): Promise<ProductReviewsData | null> {
  try {
    return await listProductReviews(productId, { page: 1, limit: PRODUCT_PAGE_REVIEWS });
  } catch (error) {
    console.error('Failed to load reviews', error);
    return null;
  }
}

/** The related products' cards; none when they cannot be read (the page still shows the product). */
export async function loadRelatedProducts(product: Product, locale: Locale): Promise<CardProduct[]> {
  try {
    return await cachedRelatedProducts(product, locale);
  } catch (error) {
    console.error('Failed to load related products', error);
    return [];
  }
}

/** A product page's title, description and sharing image; a draft's preview and a missing product are not indexed. */
export async function productMetadata(product: Product | null, draft: boolean): Promise<Metadata> {
  const t = await getTranslations('product');
  if (!product) return { title: t('metaNotFound'), robots: { index: false } };
  if (draft) return { title: t('metaDraft', { name: product.name }), robots: { index: false } };
  const path = `/product/${product.id}`;
  const price = formatRs(product.price, await getLocale());
  const description = metaDescription(product.description, t('metaDescription', { name: product.name, price }));
  return cataloguePageMetadata({ name: product.name, description, path, image: product.images[0], appUrl: config().appUrl });
}

type ProductViewProps = {
  product: Product;
  /** An admin's preview of a draft: marked, without purchase panel or reviews. */
  draft: boolean;
  reviews: ProductReviewsData | null;
  /** Other products of its subcategory and category (lib/catalog/related-products.ts). */
  related: CardProduct[];
};

/**
 * The product page's content, the same for every visitor: who is visiting (the purchase panel's and the reviews'
 * signed-in state, the shopper's own review) is known in the browser.
 */
export function ProductView({ product, draft, reviews, related }: ProductViewProps) {
  // The figures of the reviews just read; the cached product's when they could not be read.
  const t = useTranslations('product');
  const tShop = useTranslations('shop');
  const rating = reviews ? reviews.summary : { average: product.rating.average, total: product.rating.count };
  const { category, subcategory } = product;
  const details = Object.entries(product.details);

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {draft && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('draftNotice')}
        </p>
      )}
      <script
        type="application/ld+json"
        // JSON-LD is data, not HTML: serializeJsonLd escapes '<' so catalogue text cannot end the script.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, config().appUrl)) }}
      />
      <Breadcrumbs
        items={[
          { label: t('home'), href: '/' },
          { label: category.name, href: categoryPath(category) },
          ...(subcategory ? [{ label: subcategory.name, href: `/subcategory/${subcategory.id}` }] : []),
          { label: product.name },
        ]}
      />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={product.images} />

        <div className="space-y-6">
          <div className="space-y-3">
            <ul aria-label={t('tags')} className="flex flex-wrap gap-2">
              <li>
                <Link href={categoryPath(category)} className="rounded-full">
                  <Badge tone="brand">
                    <span className="sr-only">{t('categoryPrefix')}</span>
                    {category.name}
                  </Badge>
                </Link>
              </li>
              {subcategory ? (
                <li>
                  <Link href={`/subcategory/${subcategory.id}`} className="rounded-full">
                    <Badge tone="blue">
                      <span className="sr-only">{t('subcategoryPrefix')}</span>
                      {subcategory.name}
                    </Badge>
                  </Link>
                </li>
              ) : null}
              <li>
                <StockBadge product={product} />
              </li>
            </ul>
            <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{product.name}</h1>
            {!draft && (
              <a href="#reviews" className="inline-flex items-center gap-2 rounded-sm text-sm text-gray-700 hover:underline">
                <StarRating average={rating.average} />
                <span>{tShop('rating.reviewCount', { count: rating.total })}</span>
              </a>
            )}
          </div>

          <div className="flex items-start justify-between gap-4">
            <ProductPrice price={product.price} discount={product.discount} size="lg" />
            {/* A draft has no address to share: it is not in the shop. */}
            {!draft && <ShareButton title={product.name} url={absoluteUrl(`/product/${product.id}`, config().appUrl)} />}
          </div>

          {/* A draft's preview has no buying nor reviews: the shop would refuse them (Product not found). */}
          {!draft && (
            <PurchasePanel
              productId={product.id}
              name={product.name}
              price={product.price}
              stock={product.stock}
            />
          )}

          <section aria-labelledby="description-heading" className="border-t border-gray-200 pt-6">
            <h2 id="description-heading" className="text-lg font-semibold text-gray-900">
              {t('description')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-gray-700">{product.description || t('noDescription')}</p>
          </section>

          {details.length > 0 ? (
            <section aria-labelledby="details-heading" className="border-t border-gray-200 pt-6">
              <h2 id="details-heading" className="text-lg font-semibold text-gray-900">
                {t('details')}
              </h2>
              <dl className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 text-sm">
                {details.map(([name, value]) => {
                  const known = knownDetailName(name);
                  return (
                    <div key={name} className="grid grid-cols-3 gap-4 px-4 py-2.5">
                      <dt className="font-medium text-gray-900">{known ? t(`detailNames.${known}`) : name}</dt>
                      <dd className="col-span-2 text-gray-700">{value}</dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ) : null}
        </div>
      </div>

      {!draft && (
        <ProductReviews
          productId={product.id}
          data={reviews}
          renderedAt={new Date().toISOString()}
        />
      )}

      <ProductCardsSection title={t('related')} products={related} />
      {/* Keyed by product: a client-side move to another product records that one. A draft is not the shop's to remember. */}
      {!draft && <RecentlyViewed key={product.id} product={cardProductOf(product)} />}
    </article>
  );
}

function StockBadge({ product }: { product: Product }) {
  const t = useTranslations('product');
  return <Badge tone={product.stock > 0 ? 'green' : 'red'}>{stockText(t, product.stock, product.unit)}</Badge>;
}
