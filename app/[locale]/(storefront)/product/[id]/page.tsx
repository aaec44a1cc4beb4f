import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { loadProductReviews, loadRelatedProducts, productMetadata, ProductView } from '@/components/product/product-view';
import { cachedProduct } from '@/lib/catalog/cached';

type ProductPageProps = { params: Promise<{ id: string }> };

/**
 * Rendered at a product's first request and then served from Next's cache until its product tag expires (an edit,
 * an order that moved its stock, a review: lib/catalog/revalidate.ts) or 5 minutes pass. None are rendered at build,
 * which has no database. An admin's requests go to the preview (proxy.ts), which also shows drafts.
 */
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** One read per render for the metadata and the page. */
const loadProduct = cache(async (id: string) => cachedProduct(id, await getLocale()));

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  return productMetadata(await loadProduct((await params).id), false);
}

/** Public and server-rendered: shoppers arrive from search engines. */
export default async function ProductPage({ params }: ProductPageProps) {
  const product = await loadProduct((await params).id);
  if (!product) notFound();
  const [reviews, related] = await Promise.all([loadProductReviews(product.id), loadRelatedProducts(product, await getLocale())]);
  return <ProductView product={product} draft={false} reviews={reviews} related={related} />;
}
