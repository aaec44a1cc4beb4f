import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { requireUser } from '@/lib/auth/current-user';
import { userPageOf } from '@/lib/orders/list-query';
import { listUserPayments } from '@/lib/payments/payment-lists';

export const metadata: Metadata = { title: 'Payment History' };

type DashboardPaymentsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/dashboard/payments';

/**
 * The shopper's card payments, ten a page, newest first, `?page=` in the URL (a bad one shows the first page). A
 * failed read shows error.tsx: 'Failed to load payment history'.
 */
export default async function DashboardPaymentsPage({ searchParams }: DashboardPaymentsPageProps) {
  const user = await requireUser(PATH);
  const { payments, pagination } = await listUserPayments(user._id, userPageOf(await searchParams));
  const { page, limit, total } = pagination;
  const pageCount = pageCountOf(total, limit);
  return (
    <>
      <SectionHeading title="Payment History" description="Your card payments, newest first, with their receipts." />
      <div className="space-y-4">
        {payments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No payments found.</p>
        ) : (
          <PaymentHistoryTable payments={payments} caption={`Your payments, page ${page} of ${pageCount}`} />
        )}
        {(page > 1 || pagination.hasMore) && (
          <Pager
            label="Payment pages"
            page={page}
            pageCount={pageCount}
            totalText={`${total.toLocaleString('en-US')} ${total === 1 ? 'payment' : 'payments'}`}
            hrefOf={(to) => (to === 1 ? PATH : `${PATH}?page=${to}`)}
          />
        )}
      </div>
    </>
  );
}
