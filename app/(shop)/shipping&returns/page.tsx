import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Shipping & Returns' };

export default function ShippingAndReturnsPage() {
  return <PagePlaceholder title="Shipping & Returns" description="Delivery and returns details arrive in a later issue." />;
}
