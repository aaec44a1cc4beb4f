import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserOrders } from '@/components/orders/user-orders';
import { requireUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The shopper's orders, newest first, a page at a time (`?page=`): where 'Back to Orders' leads. */
export default async function OrdersPage({ searchParams }: OrdersPageProps) {
  const user = await requireUser('/orders');
  const t = await getTranslations('orders');
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('title')}</h1>
      <UserOrders userId={user.id} searchParams={await searchParams} path="/orders" />
    </section>
  );
}
