import { useTranslations } from 'next-intl';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { OrderListSkeleton } from '@/components/orders/order-list';

export default function DashboardOrdersLoading() {
  const t = useTranslations('dashboard.orders');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <OrderListSkeleton />
    </>
  );
}
