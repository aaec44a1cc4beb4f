import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/shop/category-grid';
import { HeroBanner } from '@/components/shop/hero-banner';
import { type PageSearchParams, ProductSearchSection } from '@/components/shop/product-search-section';
import { languageAlternates } from '@/lib/i18n/alternates';
import { cachedCategories } from '@/lib/catalog/cached';

// Reads the database on every request, so `next build` needs no database.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shop.homePage');
  return {
    title: { absolute: t('metaTitle') },
    alternates: languageAlternates('/', await getLocale()),
  };
}

export default async function HomePage({ searchParams }: { searchParams: PageSearchParams }) {
  const t = await getTranslations('shop.homePage');
  const categories = await cachedCategories(await getLocale()).catch((error: unknown) => {
    // The rest of the home page still renders; the grid says the categories failed to load.
    console.error('Failed to load categories', error);
    return null;
  });

  return (
    <>
      <HeroBanner />
      <CategoryGrid categories={categories} />
      <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="products-heading" className="mb-6 text-2xl font-bold tracking-tight text-gray-900">
          {t('productsHeading')}
        </h2>
        <ProductSearchSection searchParams={searchParams} />
      </section>
    </>
  );
}
