import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { requireUser } from '@/lib/auth/current-user';
import { listUserPayments } from '@/lib/payments/payments';

export const metadata: Metadata = { title: 'Payment History' };

/** The shopper's card payments, newest first (a failed read shows error.tsx: 'Failed to load payment history'). */
export default async function DashboardPaymentsPage() {
  const user = await requireUser('/dashboard/payments');
  const payments = await listUserPayments(user._id);
  return (
    <>
      <SectionHeading title="Payment History" description="Your card payments, newest first, with their receipts." />
      <PaymentHistoryTable payments={payments} caption="Your payments" />
    </>
  );
}
