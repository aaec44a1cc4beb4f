import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { UserOrders } from '@/components/orders/user-orders';
import { requireUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.orders');
  return { title: t('title') };
}

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardOrdersPage({ searchParams }: OrdersPageProps) {
  const user = await requireUser('/dashboard/orders');
  const t = await getTranslations('dashboard.orders');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <UserOrders userId={user.id} searchParams={await searchParams} path="/dashboard/orders" />
    </>
  );
}
