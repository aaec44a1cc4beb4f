import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Payment History' };

export default async function AdminPaymentsPage() {
  await requireAdmin('/admin/payments');
  return (
    <SectionPlaceholder
      title="Payment History"
      description="All payments, with search and CSV export, arrive here with the payments issue."
    />
  );
}
