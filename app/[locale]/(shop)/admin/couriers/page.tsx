import type { Metadata } from 'next';
import { CourierManager } from '@/components/admin/courier-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCouriers } from '@/lib/orders/couriers';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Couriers' };

export default async function AdminCouriersPage() {
  await requireAdmin('/admin/couriers');
  const couriers = await loadOrNull(listCouriers(), 'Failed to load couriers');
  return (
    <>
      <SectionHeading title="Couriers" description="The couriers offered when an order is shipped, and their tracking pages." />
      {couriers === null ? (
        <p role="alert" className="text-red-700">
          Failed to load couriers
        </p>
      ) : (
        <CourierManager couriers={couriers} />
      )}
    </>
  );
}
