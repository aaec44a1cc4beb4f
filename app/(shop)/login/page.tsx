import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';

export const metadata: Metadata = { title: 'Login' };

export default function LoginPage() {
  return <PagePlaceholder title="Login" description="Signing in arrives in a later issue." />;
}
