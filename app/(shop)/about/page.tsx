import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'About Us' };

export default function AboutPage() {
  return <PagePlaceholder title="About Us" description="Our story, mission, vision and team arrive in a later issue." />;
}
