import { Download, Search } from 'lucide-react';
import type { Metadata } from 'next';
import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { inputClassName } from '@/components/ui/text-input';
import { requireUser } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { queryObject } from '@/lib/http/pagination';
import {
  MAX_PAYMENT_SEARCH_LENGTH,
  userPaymentsExportHref,
  userPaymentsHref,
  userPaymentViewOf,
} from '@/lib/payments/payment-list-query';
import { listUserPayments } from '@/lib/payments/payment-lists';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.payments');
  return { title: t('title') };
}

type DashboardPaymentsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/dashboard/payments';
const SEARCH_ID = 'payment-search';

/**
 * The shopper's card payments, ten a page, newest first, searched on the server by order id, name or e-mail (any
 * part, any case). The address holds the view (`?search=&page=`): the search box is a GET form (it works before the
 * page's script has loaded, and a new search starts at page 1, as the form sends no page); the pager's links and
 * Export CSV keep the search. A bad `?page=` shows the first page; a refused search is named with a way back. A failed
 * read shows error.tsx: 'Failed to load payment history'.
 */
export default async function DashboardPaymentsPage({ searchParams }: DashboardPaymentsPageProps) {
  const user = await requireUser(PATH);
  const t = await getTranslations('dashboard.payments');
  const params = queryObject(await searchParams);
  const view = userPaymentViewOf(params);
  const heading = <SectionHeading title={t('title')} description={t('description')} />;
  if (!view.success) {
    return (
      <>
        {heading}
        <PaymentSearch search={params.search ?? ''} />
        <p role="alert" className="mt-4 text-red-700">
          {`${firstIssueMessage(view.error)}. `}
          <Link href={PATH} className="font-medium underline">
            {t('showAll')}
          </Link>
        </p>
      </>
    );
  }
  const query = view.data;
  const { payments, pagination } = await listUserPayments(user.id, query);
  const { page, limit, total } = pagination;
  const pageCount = pageCountOf(total, limit);
  const totalText = t('count', { count: total });
  return (
    <>
      {heading}
      <div className="space-y-4">
        <PaymentSearch search={query.search ?? ''} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-gray-700">
            {query.search ? (
              <>
                {t('foundFor', { count: totalText, search: query.search })}
                <Link href={PATH} className="font-medium text-brand-800 underline">
                  {t('showAll')}
                </Link>
              </>
            ) : (
              total > 0 && totalText
            )}
          </p>
          {total > 0 && (
            // Every payment of the shopper's matching the search (not only this page), streamed by the server.
            <a href={userPaymentsExportHref(query)} download="payments.csv" className={buttonClassName('secondary')}>
              <Download aria-hidden className="size-4" />
              {t('exportCsv')}
              <span className="sr-only">{` (${totalText})`}</span>
            </a>
          )}
        </div>
        {payments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">
            {t('noneFound')}
          </p>
        ) : (
          <PaymentHistoryTable
            payments={payments}
            caption={t('caption', { page: String(page), pageCount: String(pageCount) })}
          />
        )}
        {(page > 1 || pagination.hasMore) && (
          <Pager
            label={t('pagerLabel')}
            page={page}
            pageCount={pageCount}
            totalText={totalText}
            hrefOf={(to) => userPaymentsHref({ ...query, page: to })}
          />
        )}
      </div>
    </>
  );
}

/**
 * The search box: a GET form to this page with the one field `search` (next/form navigates in place once the script
 * has loaded, a plain form submission before). Keyed by the search, so the field shows the search of the address.
 */
function PaymentSearch({ search }: { search: string }) {
  const t = useTranslations('dashboard.payments');
  return (
    <Form key={search} action={PATH} role="search" aria-label={t('searchLabel')} className="space-y-1.5">
      <label htmlFor={SEARCH_ID} className="block text-sm font-medium text-gray-900">
        {t('searchField')}
      </label>
      <div className="flex gap-2">
        <input
          id={SEARCH_ID}
          name="search"
          type="search"
          defaultValue={search}
          placeholder={t('searchPlaceholder')}
          maxLength={MAX_PAYMENT_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClassName} min-w-0 flex-1`}
        />
        <button type="submit" className={`${buttonClassName('secondary')} shrink-0 px-4`}>
          <Search aria-hidden className="size-4" />
          {t('search')}
        </button>
      </div>
    </Form>
  );
}
