import type { Metadata } from 'next';
import { CouponManager } from '@/components/admin/coupon-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCoupons } from '@/lib/coupons/coupons';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Manage Coupons' };

export default async function AdminCouponsPage() {
  await requireAdmin('/admin/coupons');
  const coupons = await loadOrNull(listCoupons(), 'Failed to load coupons');
  // Read per request (the page is dynamic: it reads the session): expired coupons are marked as of now.
  const now = new Date();
  return (
    <>
      <SectionHeading title="Manage Coupons" description="Discount codes for checkout: how much, until when and how often." />
      {coupons === null ? (
        <p role="alert" className="text-red-700">
          Failed to load coupons
        </p>
      ) : (
        <CouponManager coupons={coupons} now={now} />
      )}
    </>
  );
}
