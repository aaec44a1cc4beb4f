import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Contact Us' };

export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" description="The contact form arrives in a later issue." />;
}
