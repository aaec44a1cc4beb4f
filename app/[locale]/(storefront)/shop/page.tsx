import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { type PageSearchParams, ProductSearchSection } from '@/components/shop/product-search-section';
import { languageAlternates } from '@/lib/i18n/alternates';

// Reads the database on every request, so `next build` needs no database.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shop.shopPage');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: languageAlternates('/shop', await getLocale()),
  };
}

/** The whole catalogue with search and filters; the header's search lands here with ?keyword=. */
export default function ShopPage({ searchParams }: { searchParams: PageSearchParams }) {
  const t = useTranslations('shop.shopPage');
  return (
    <section aria-labelledby="shop-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="shop-heading" className="mb-6 text-3xl font-bold tracking-tight text-gray-900">
        {t('heading')}
      </h1>
      <ProductSearchSection searchParams={searchParams} />
    </section>
  );
}
