import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { loadProductReviews, loadRelatedProducts, productMetadata, ProductView } from '@/components/product/product-view';
import { getCurrentUser } from '@/lib/auth/current-user';
import { cachedProduct } from '@/lib/catalog/cached';
import { getAdminProduct } from '@/lib/catalog/products';
import { productInLanguage } from '@/lib/catalog/translations';

type PreviewPageProps = { params: Promise<{ id: string }> };

/**
 * The product page read per request, where proxy.ts sends an admin's /product/{id}: an admin (checked here against
 * the database) sees the product as it is now, a draft too, marked as such; anyone else the shop's product.
 * Never cached, so a draft is never shown to anyone else.
 */
const loadProduct = cache(async (id: string) => {
  const locale = await getLocale();
  if ((await getCurrentUser())?.role === 'ADMIN') {
    const product = await getAdminProduct(id);
    return product && productInLanguage(product, locale);
  }
  return cachedProduct(id, locale);
});

export async function generateMetadata({ params }: PreviewPageProps): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  return productMetadata(product, product?.status === 'draft');
}

export default async function ProductPreviewPage({ params }: PreviewPageProps) {
  const product = await loadProduct((await params).id);
  if (!product) notFound();
  const draft = product.status === 'draft';
  // A draft has no shoppers' reviews to show (its reviews are not readable in the shop), nor a place among the shop's
  // products yet: its preview shows the product alone. A published product shows what every shopper sees.
  const [reviews, related] = draft ? [null, []] : await Promise.all([loadProductReviews(product.id), loadRelatedProducts(product, await getLocale())]);
  return <ProductView product={product} draft={draft} reviews={reviews} related={related} />;
}
