import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Shop' };

export default function ShopPage() {
  return <PagePlaceholder title="Shop" description="The full product catalogue with search and filters arrives in a later issue." />;
}
