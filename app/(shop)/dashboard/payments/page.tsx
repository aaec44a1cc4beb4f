import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { paymentCount } from '@/components/payments/payment-history';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { requireUser } from '@/lib/auth/current-user';
import { userPageOf } from '@/lib/orders/list-query';
import { listUserPayments } from '@/lib/payments/payment-lists';

export const metadata: Metadata = { title: 'Payment History' };

type DashboardPaymentsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/dashboard/payments';

/**
 * The shopper's card payments, ten a page, newest first, `?page=` in the URL (a bad one shows the first page), and
 * Export CSV of all of them. A failed read shows error.tsx: 'Failed to load payment history'.
 */
export default async function DashboardPaymentsPage({ searchParams }: DashboardPaymentsPageProps) {
  const user = await requireUser(PATH);
  const { payments, pagination } = await listUserPayments(user._id, userPageOf(await searchParams));
  const { page, limit, total } = pagination;
  const pageCount = pageCountOf(total, limit);
  const totalText = paymentCount(total);
  return (
    <>
      <SectionHeading title="Payment History" description="Your card payments, newest first, with their receipts." />
      <div className="space-y-4">
        {total > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-700">{totalText}</p>
            {/* Every payment of the shopper's, streamed by the server (not only this page). */}
            <a href="/api/payments/userpayments/export" download="payments.csv" className={buttonClassName('secondary')}>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          </div>
        )}
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
            totalText={totalText}
            hrefOf={(to) => (to === 1 ? PATH : `${PATH}?page=${to}`)}
          />
        )}
      </div>
    </>
  );
}
