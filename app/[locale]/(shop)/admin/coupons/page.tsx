import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CouponManager } from '@/components/admin/coupon-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCoupons } from '@/lib/coupons/coupons';
import { loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.coupons');
  return { title: t('title') };
}

export default async function AdminCouponsPage() {
  await requireAdmin('/admin/coupons');
  const coupons = await loadOrNull(listCoupons(), 'Failed to load coupons');
  // Read per request (the page is dynamic: it reads the session): expired coupons are marked as of now.
  const now = new Date();
  const t = await getTranslations('admin.coupons');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {coupons === null ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <CouponManager coupons={coupons} now={now} />
      )}
    </>
  );
}
