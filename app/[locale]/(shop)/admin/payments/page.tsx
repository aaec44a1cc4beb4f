import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PaymentManager } from '@/components/admin/payment-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { queryObject } from '@/lib/http/pagination';
import { adminPaymentQuerySchema } from '@/lib/payments/payment-list-query';
import { listAllPayments } from '@/lib/payments/payment-lists';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.payments.page');
  return { title: t('title') };
}

type AdminPaymentsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Every card payment of the shop, a page at a time, filtered and searched as the URL says
 * (lib/payments/payment-list-query.ts), newest first. A failed read shows error.tsx: 'Failed to load payments'.
 */
export default async function AdminPaymentsPage({ searchParams }: AdminPaymentsPageProps) {
  await requireAdmin('/admin/payments');
  const t = await getTranslations('admin.payments.page');
  const query = adminPaymentQuerySchema.safeParse(queryObject(await searchParams));
  const heading = <SectionHeading title={t('title')} description={t('description')} />;
  if (!query.success) {
    return (
      <>
        {heading}
        {/* A hand-edited or outdated bookmark: say what is wrong and offer the full list. */}
        <p role="alert" className="text-red-700">
          {`${firstIssueMessage(query.error)}. `}
          <Link href="/admin/payments" className="font-medium underline">
            {t('showAll')}
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
