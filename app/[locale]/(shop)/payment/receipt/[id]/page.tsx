import { ClipboardList } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { orderPath, formatOrderDate } from '@/components/orders/order-display';
import { PrintButton } from '@/components/payments/print-button';
import { buttonClassName } from '@/components/ui/button-styles';
import { requireUser } from '@/lib/auth/current-user';
import { formatRs } from '@/lib/money';
import { findPayment } from '@/lib/payments/payments';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.receipt');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type ReceiptPageProps = { params: Promise<{ id: string }> };

/**
 * The built-in test gateway's receipt (its receipt_url; Stripe's payments have Stripe's own receipt): the
 * viewer's own succeeded payment, or any for an admin. Anything else is a 404, so payment ids cannot be probed.
 */
export default async function ReceiptPage({ params }: ReceiptPageProps) {
  const { id } = await params;
  const user = await requireUser(`/payment/receipt/${encodeURIComponent(id)}`);
  if (id.length > 100) notFound();
  const payment = await findPayment(user, id);
  if (!payment || payment.gateway !== 'test' || payment.status !== 'succeeded') notFound();
  const [t, tStatus, locale] = await Promise.all([
    getTranslations('payments.receipt'),
    getTranslations('payments.status'),
    getLocale(),
  ]);

  return (
    <article aria-labelledby="receipt-heading" className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
      <div className="rounded-lg border border-gray-200 p-5 sm:p-8 print:border-0 print:p-0">
        <p className="text-xl font-bold tracking-tight text-brand-800">Lanka Shop</p>
        <h1 id="receipt-heading" className="mt-4 text-2xl font-bold tracking-tight text-gray-900">
          {t('heading')}
        </h1>
        <dl className="mt-6 divide-y divide-gray-200 text-sm">
          <Row term={t('orderId')}>
            <span className="font-mono break-all">{payment.order.number}</span>
          </Row>
          <Row term={t('amount')}>
            <span className="font-semibold tabular-nums">{formatRs(payment.amount, locale)}</span> ({payment.currency})
          </Row>
          <Row term={t('status')}>{tStatus(payment.status)}</Row>
          <Row term={t('date')}>
            <time dateTime={payment.createdAt.toISOString()}>{formatOrderDate(payment.createdAt, locale)}</time>
          </Row>
          <Row term={t('paidBy')}>
            {payment.payer.name}
            <br />
            <span className="break-all">{payment.payer.email}</span>
          </Row>
          <Row term={t('paymentId')}>
            <span className="font-mono break-all">{payment.intentId}</span>
          </Row>
        </dl>
        <p className="mt-6 rounded-md bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-600/20">
          {t('testNote')}
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row print:hidden">
        <PrintButton />
        <Link href={orderPath(payment.order.number)} className={buttonClassName('secondary')}>
          <ClipboardList aria-hidden className="size-4" />
          {t('viewOrder')}
        </Link>
      </div>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-gray-700">{term}</dt>
      <dd className="text-gray-900 sm:text-right">{children}</dd>
    </div>
  );
}
