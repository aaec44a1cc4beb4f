import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Cart' };

export default function CartPage() {
  return <PagePlaceholder title="Your Cart" description="The shopping cart arrives in a later issue." />;
}
