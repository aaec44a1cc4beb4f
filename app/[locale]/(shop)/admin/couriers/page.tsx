import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourierManager } from '@/components/admin/courier-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCouriers } from '@/lib/orders/couriers';
import { loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.couriers.page');
  return { title: t('title') };
}

export default async function AdminCouriersPage() {
  await requireAdmin('/admin/couriers');
  const t = await getTranslations('admin.couriers.page');
  const couriers = await loadOrNull(listCouriers(), 'Failed to load couriers');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {couriers === null ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <CourierManager couriers={couriers} />
      )}
    </>
  );
}
