import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import HomePage, { generateMetadata as homeMetadata } from '../../page';
import ShopPage, { generateMetadata as shopMetadata } from '../../shop/page';

type BrowsePageProps = { params: Promise<{ view: string }> };

/**
 * The home page and /shop as they are without filters, the first visit of most shoppers: rendered once and served
 * from Next's cache (proxy.ts sends `/`, `/home` and `/shop` here when their address has no query). None are
 * rendered at build, which has no database.
 */
export function generateStaticParams(): { view: string }[] {
  return [];
}

const VIEWS = { home: { Page: HomePage, metadata: homeMetadata }, shop: { Page: ShopPage, metadata: shopMetadata } };
const NO_FILTERS = Promise.resolve({});

function viewOf(name: string) {
  return Object.hasOwn(VIEWS, name) ? VIEWS[name as keyof typeof VIEWS] : null;
}

export async function generateMetadata({ params }: BrowsePageProps): Promise<Metadata> {
  const view = viewOf((await params).view);
  return view ? view.metadata() : {};
}

export default async function BrowsePage({ params }: BrowsePageProps) {
  const view = viewOf((await params).view);
  if (!view) notFound();
  return <view.Page searchParams={NO_FILTERS} />;
}
