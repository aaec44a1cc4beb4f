import type { Metadata } from 'next';
import { type PageSearchParams, ProductSearchSection } from '@/components/shop/product-search-section';

// Reads the database on every request, so `next build` needs no database.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Shop',
  description: 'Search and filter every product of Lanka Shop by category, price and availability.',
  alternates: { canonical: '/shop' },
};

/** The whole catalogue with search and filters; the header's search lands here with ?keyword=. */
export default function ShopPage({ searchParams }: { searchParams: PageSearchParams }) {
  return (
    <section aria-labelledby="shop-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="shop-heading" className="mb-6 text-3xl font-bold tracking-tight text-gray-900">
        Shop
      </h1>
      <ProductSearchSection searchParams={searchParams} />
    </section>
  );
}
