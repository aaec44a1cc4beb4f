'use client';

import { Download } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { PaymentHistoryTable } from '@/components/payments/payment-history-table';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import {
  type AdminPaymentQuery,
  adminPaymentQuerySchema,
  adminPaymentsHref,
  PAYMENT_RECORD_STATUSES,
  paymentsExportHref,
} from '@/lib/payments/payment-list-query';
import type { PaymentPage } from '@/lib/payments/payment-lists';
import { CatalogueSearch } from './catalogue-search';
import { DayRangeFields, FilterFieldset, FilterSelect, useCheckedFilters } from './filter-fields';
import { useDebouncedSearch } from './use-debounced-search';
import { useUrlField } from './use-url-field';

type PaymentManagerProps = PaymentPage & { query: AdminPaymentQuery };

/**
 * Payment Management: search (order id, payer name or e-mail, payment id) and filters (status, a range of days) kept
 * in the URL, so a view can be bookmarked; a page of payments read on the server (TanStack Table in manual mode) with
 * the pager; Export CSV downloads every payment of the current filters, streamed by the server.
 */
export function PaymentManager({ payments, pagination, query }: PaymentManagerProps) {
  const t = useTranslations('admin.payments');
  const tHistory = useTranslations('dashboard.payments');
  const tShared = useTranslations('admin.shared');
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();

  const nextView = useNextView(query);
  const go = useCallback(
    (changes: Partial<AdminPaymentQuery>) => startNavigation(() => router.push(adminPaymentsHref(nextView(changes)), { scroll: false })),
    [nextView, router],
  );

  const { box: searchBox } = useDebouncedSearch(query.search ?? '', (wanted) => go({ search: wanted || undefined }));

  const { page, limit, total } = pagination;
  const pageCount = pageCountOf(total, limit);
  const totalText = tHistory('count', { count: total });

  return (
    <div className="space-y-6">
      <CatalogueSearch
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        {...searchBox}
        busy={navigating}
        shownCount={total}
      />
      <PaymentFilters query={query} onChange={go} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {navigating ? t('loading') : totalText}
        </p>
        {total === 0 ? (
          <a role="link" aria-disabled="true" className={`${buttonClassName('secondary')} cursor-not-allowed opacity-60`}>
            <Download aria-hidden className="size-4" />
            {tShared('exportCsv')}
          </a>
        ) : (
          // A plain link: the browser downloads the streamed file (Content-Disposition) with the session cookie.
          <a href={paymentsExportHref(query)} download="payments.csv" className={buttonClassName('secondary')}>
            <Download aria-hidden className="size-4" />
            {tShared('exportCsv')}
            <span className="sr-only">{` (${totalText})`}</span>
          </a>
        )}
      </div>

      <div aria-busy={navigating} className={`space-y-4 transition-opacity ${navigating ? 'opacity-60' : ''}`}>
        {payments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{tHistory('noneFound')}</p>
        ) : (
          <PaymentHistoryTable payments={payments} caption={t('caption', { page: String(page), pageCount: String(pageCount) })} />
        )}
        {(total > 0 || page > 1) && (
          <Pager
            label={tHistory('pagerLabel')}
            page={page}
            pageCount={pageCount}
            totalText={totalText}
            hrefOf={(to) => adminPaymentsHref({ ...query, page: to })}
          />
        )}
      </div>
    </div>
  );
}

const ALL = '';

/**
 * The filters: status and a range of days; each change shows page 1. A date still being typed waits; a range that
 * ends before it starts is explained here rather than asked of the server.
 */
function PaymentFilters({ query, onChange }: { query: AdminPaymentQuery; onChange: (changes: Partial<AdminPaymentQuery>) => void }) {
  const fields = {
    status: useUrlField(query.status ?? ALL),
    from: useUrlField(query.from ?? ALL),
    to: useUrlField(query.to ?? ALL),
  };
  const { control, label, problem } = useCheckedFilters(fields, query, adminPaymentQuerySchema, onChange);
  const t = useTranslations('admin.payments');
  const tShared = useTranslations('admin.shared');

  return (
    <FilterFieldset legend={t('filterLegend')} columns="sm:grid-cols-3" problem={problem}>
      <FilterSelect
        label={tShared('status')}
        all={tShared('allStatuses')}
        options={PAYMENT_RECORD_STATUSES.map((status) => [status, t(`statuses.${status}`)] as const)}
        {...control('status')}
      />
      <DayRangeFields control={control} label={label} />
    </FilterFieldset>
  );
}
