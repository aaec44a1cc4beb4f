import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Privacy Policy' };

export default function PrivacyPolicyPage() {
  return <PagePlaceholder title="Privacy Policy" description="Our privacy policy arrives in a later issue." />;
}
