import { SectionHeading } from '@/components/dashboard/section-heading';
import { OrderListSkeleton } from '@/components/orders/order-list';

export default function DashboardOrdersLoading() {
  return (
    <>
      <SectionHeading title="Orders" description="Everything you have ordered, newest first." />
      <OrderListSkeleton />
    </>
  );
}
