'use client';

import { Download } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useCallback, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { paymentCount } from '@/components/payments/payment-history';
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

const STATUS_LABELS: Record<(typeof PAYMENT_RECORD_STATUSES)[number], string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/**
 * Payment Management: search (order id, payer name or e-mail, payment id) and filters (status, a range of days) kept
 * in the URL, so a view can be bookmarked; a page of payments read on the server (TanStack Table in manual mode) with
 * the pager; Export CSV downloads every payment of the current filters, streamed by the server.
 */
export function PaymentManager({ payments, pagination, query }: PaymentManagerProps) {
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
  const totalText = paymentCount(total);

  return (
    <div className="space-y-6">
      <CatalogueSearch
        label="Search payments by order id, name, e-mail or payment id"
        placeholder="Order id, name, e-mail or payment id"
        {...searchBox}
        busy={navigating}
        shownCount={total}
      />
      <PaymentFilters query={query} onChange={go} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {navigating ? 'Loading payments...' : totalText}
        </p>
        {total === 0 ? (
          <a role="link" aria-disabled="true" className={`${buttonClassName('secondary')} cursor-not-allowed opacity-60`}>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        ) : (
          // A plain link: the browser downloads the streamed file (Content-Disposition) with the session cookie.
          <a href={paymentsExportHref(query)} download="payments.csv" className={buttonClassName('secondary')}>
            <Download aria-hidden className="size-4" />
            Export CSV
            <span className="sr-only">{` (${totalText})`}</span>
          </a>
        )}
      </div>

      <div aria-busy={navigating} className={`space-y-4 transition-opacity ${navigating ? 'opacity-60' : ''}`}>
        {payments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No payments found.</p>
        ) : (
          <PaymentHistoryTable payments={payments} caption={`All payments, page ${page} of ${pageCount}`} />
        )}
        {(total > 0 || page > 1) && (
          <Pager
            label="Payment pages"
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

  return (
    <FilterFieldset legend="Filter payments" columns="sm:grid-cols-3" problem={problem}>
      <FilterSelect
        label="Status"
        all="All statuses"
        options={PAYMENT_RECORD_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
        {...control('status')}
      />
      <DayRangeFields control={control} label={label} />
    </FilterFieldset>
  );
}
