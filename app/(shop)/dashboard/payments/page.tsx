import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Payment History' };

export default async function DashboardPaymentsPage() {
  await requireUser('/dashboard/payments');
  return (
    <SectionPlaceholder
      title="Payment History"
      description="Your payment history arrives here with the payments issue."
    />
  );
}
