import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage() {
  await requireAdmin('/admin/coupons');
  return <SectionPlaceholder title="Coupons" description="Coupon management arrives here with the coupons issue." />;
}
