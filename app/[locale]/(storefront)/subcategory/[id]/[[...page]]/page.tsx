import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/shop/breadcrumbs';
import { cataloguePageMetadata } from '@/components/shop/catalogue-metadata';
import { ProductGrid } from '@/components/shop/product-grid';
import { ProductGridItems } from '@/components/shop/product-grid-items';
import { buttonClassName } from '@/components/ui/button-styles';
import { cachedProductSearch, cachedSubcategory } from '@/lib/catalog/cached';
import { categoryPath } from '@/lib/catalog/storefront-routes';
import { productFiltersSchema } from '@/lib/catalog/product-search';
import { listingPageOf } from '@/lib/catalog/storefront-routes';
import { config } from '@/lib/config';

type SubcategoryPageProps = { params: Promise<{ id: string; page?: string[] }> };

/**
 * Each page of a subcategory is rendered at its first request and then served from Next's cache until its listing's
 * tag expires or a minute passes. Its address is `?page=N`, which proxy.ts serves from here as `/{id}/N`.
 */
export function generateStaticParams(): { id: string; page?: string[] }[] {
  return [];
}

/** One read per render for the metadata and the page. */
const loadSubcategory = cache(async (id: string) => cachedSubcategory(id, await getLocale()));

/** The page number of the path: none is the first page, whose path has no number; anything else is not found. */
async function pageAndSubcategory(params: SubcategoryPageProps['params']) {
  const { id, page: segments = [] } = await params;
  const page = segments.length === 1 ? listingPageOf(segments[0]) : 1;
  const isPage = segments.length === 0 || page > 1;
  return { page, subcategory: isPage ? await loadSubcategory(id) : null };
}

export async function generateMetadata({ params }: SubcategoryPageProps): Promise<Metadata> {
  const t = await getTranslations('shop.subcategory');
  const { page, subcategory } = await pageAndSubcategory(params);
  if (!subcategory) return { title: t('notFound'), robots: { index: false } };
  const path = `/subcategory/${subcategory.id}${page > 1 ? `?page=${page}` : ''}`;
  const description = t('description', { name: subcategory.name, category: subcategory.category.name });
  return cataloguePageMetadata({
    name: subcategory.name,
    title: page > 1 ? t('pageTitle', { name: subcategory.name, page }) : subcategory.name,
    description,
    path,
    image: subcategory.image,
    appUrl: config().appUrl,
  });
}

/**
 * A subcategory's products, a page at a time (plain links, no JavaScript needed). An unknown id renders
 * not-found.tsx beside this page: 'Subcategory not found' with a 404 status.
 */
export default async function SubcategoryPage({ params }: SubcategoryPageProps) {
  const t = await getTranslations('shop');
  const { page, subcategory } = await pageAndSubcategory(params);
  if (!subcategory) notFound();
  // Errors reach error.tsx: 'Failed to fetch subcategory products'.
  const filters = productFiltersSchema.parse({ subCategory: subcategory.id, page: String(page) });
  const result = await cachedProductSearch(filters, await getLocale());
  const category = subcategory.category;
  const pageHref = (target: number) => `/subcategory/${subcategory.id}${target > 1 ? `?page=${target}` : ''}`;

  return (
    <section aria-labelledby="subcategory-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: t('home'), href: '/' },
          { label: category.name, href: categoryPath(category) },
          { label: subcategory.name },
        ]}
      />
      <h1 id="subcategory-heading" className="mt-4 text-3xl font-bold tracking-tight text-gray-900">
        {subcategory.name}
      </h1>
      {result.products.length === 0 ? (
        <p className="mt-8 text-gray-700">
          {page > 1 ? t('subcategory.noMore', { name: subcategory.name }) : t('subcategory.none', { name: subcategory.name })}
        </p>
      ) : (
        <div className="mt-8">
          <ProductGrid label={t('subcategory.productsIn', { name: subcategory.name })}>
            <ProductGridItems products={result.products} />
          </ProductGrid>
        </div>
      )}
      {page > 1 || result.hasMore ? (
        <nav aria-label={t('subcategory.pages')} className="mt-10 flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev" className={buttonClassName('secondary')}>
              {t('subcategory.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-gray-700">{t('subcategory.page', { page })}</span>
          {result.hasMore ? (
            <Link href={pageHref(page + 1)} rel="next" className={buttonClassName('secondary')}>
              {t('subcategory.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
