import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Register' };

export default function RegisterPage() {
  return <PagePlaceholder title="Create an Account" description="Registration arrives in a later issue." />;
}
