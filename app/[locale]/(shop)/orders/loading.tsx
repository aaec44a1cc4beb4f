import { useTranslations } from 'next-intl';
import { OrderListSkeleton } from '@/components/orders/order-list';

export default function OrdersLoading() {
  const t = useTranslations('orders');
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('title')}</h1>
      <OrderListSkeleton />
    </section>
  );
}
