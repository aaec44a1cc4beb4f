import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'FAQ' };

export default function FaqPage() {
  return <PagePlaceholder title="Frequently Asked Questions" description="Answers about ordering, payment, tracking and order changes arrive in a later issue." />;
}
