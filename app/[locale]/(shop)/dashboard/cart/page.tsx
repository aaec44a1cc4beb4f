import type { Metadata } from 'next';
import { CartSection } from '@/components/cart/cart-section';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Cart' };

export default async function DashboardCartPage() {
  const user = await requireUser('/dashboard/cart');
  return (
    <>
      <SectionHeading title="Cart" />
      <CartSection userId={user.id} />
    </>
  );
}
