import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartSection } from '@/components/cart/cart-section';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.cart');
  return { title: t('title') };
}

export default async function DashboardCartPage() {
  const user = await requireUser('/dashboard/cart');
  const t = await getTranslations('dashboard.cart');
  return (
    <>
      <SectionHeading title={t('title')} />
      <CartSection userId={user.id} />
    </>
  );
}
