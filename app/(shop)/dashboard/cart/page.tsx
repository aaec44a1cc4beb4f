import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Cart' };

export default async function DashboardCartPage() {
  await requireUser('/dashboard/cart');
  return <SectionPlaceholder title="Cart" description="Your cart arrives here with the cart issue." />;
}
