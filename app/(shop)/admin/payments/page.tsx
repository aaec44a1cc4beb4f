import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { requireAdmin } from '@/lib/auth/current-user';
import { listAllPayments } from '@/lib/payments/payments';

export const metadata: Metadata = { title: 'Payment History' };

/** Every card payment of the shop, newest first (a failed read shows error.tsx: 'Failed to load payments'). */
export default async function AdminPaymentsPage() {
  await requireAdmin('/admin/payments');
  const payments = await listAllPayments();
  return (
    <>
      <SectionHeading title="Payment History" description="Every card payment: find one by order id, name or e-mail, or export them." />
      <PaymentHistoryTable payments={payments} caption="All payments" />
    </>
  );
}
