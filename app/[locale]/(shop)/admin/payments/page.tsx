import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { PaymentManager } from '@/components/admin/payment-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { queryObject } from '@/lib/http/pagination';
import { adminPaymentQuerySchema } from '@/lib/payments/payment-list-query';
import { listAllPayments } from '@/lib/payments/payment-lists';

export const metadata: Metadata = { title: 'Payment History' };

type AdminPaymentsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Every card payment of the shop, a page at a time, filtered and searched as the URL says
 * (lib/payments/payment-list-query.ts), newest first. A failed read shows error.tsx: 'Failed to load payments'.
 */
export default async function AdminPaymentsPage({ searchParams }: AdminPaymentsPageProps) {
  await requireAdmin('/admin/payments');
  const query = adminPaymentQuerySchema.safeParse(queryObject(await searchParams));
  const heading = (
    <SectionHeading title="Payment History" description="Every card payment: find one by order id, name or e-mail, or export them." />
  );
  if (!query.success) {
    return (
      <>
        {heading}
        {/* A hand-edited or outdated bookmark: say what is wrong and offer the full list. */}
        <p role="alert" className="text-red-700">
          {`${firstIssueMessage(query.error)}. `}
          <Link href="/admin/payments" className="font-medium underline">
            Show all payments
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      {heading}
      <PaymentManager {...await listAllPayments(query.data)} query={query.data} />
    </>
  );
}
