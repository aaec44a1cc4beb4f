import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Terms & Conditions' };

export default function TermsAndConditionsPage() {
  return <PagePlaceholder title="Terms & Conditions" description="Our terms and conditions arrive in a later issue." />;
}
