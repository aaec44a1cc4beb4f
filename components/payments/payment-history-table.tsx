'use client';

import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatOrderDate } from '@/components/orders/order-display';
import { Badge } from '@/components/ui/badge';
import { DataTable, TableHeaderRows } from '@/components/ui/data-table';
import type { Locale } from '@/lib/i18n/locales';
import { formatRs } from '@/lib/money';
import type { Payment } from '@/lib/payments/types';
import { paymentStatusText, paymentStatusTone } from './payment-history';

const column = createColumnHelper<Payment>();

type HistoryText = ReturnType<typeof useTranslations<'payments'>>;

// The payment history's columns; amounts in rupees (LKR), as the shop charges them.
const columnsOf = (t: HistoryText, locale: Locale) => [
  column.accessor((payment) => payment.order.number, {
    id: 'orderId',
    header: t('history.orderId'),
    cell: ({ getValue }) => <span className="font-mono font-semibold text-gray-900">{getValue()}</span>,
  }),
  column.accessor((payment) => payment.payer.name, {
    id: 'user',
    header: t('history.user'),
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-gray-900">{row.original.payer.name}</span>
        <span className="block text-gray-600">{row.original.payer.email}</span>
      </>
    ),
  }),
  column.accessor('amount', {
    header: t('history.amount'),
    cell: ({ getValue }) => <span className="tabular-nums">{formatRs(getValue(), locale)}</span>,
  }),
  column.accessor('status', {
    header: t('history.status'),
    cell: ({ getValue }) => <Badge tone={paymentStatusTone(getValue())}>{paymentStatusText(getValue(), t)}</Badge>,
  }),
  column.accessor('createdAt', {
    header: t('history.date'),
    cell: ({ getValue }) => <time dateTime={getValue().toISOString()}>{formatOrderDate(getValue(), locale)}</time>,
  }),
  column.accessor('receiptUrl', {
    header: t('history.receipt'),
    cell: ({ getValue, row }) => {
      const url = getValue();
      if (!url) return <span className="text-gray-600">{t('history.none')}</span>;
      return (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {t('history.view')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t('history.viewHint', { order: row.original.order.number })}</span>
        </a>
      );
    },
  }),
];

type PaymentHistoryTableProps = {
  /** One page of payments, read on the server. */
  payments: Payment[];
  /** Names the table for screen readers, e.g. 'Your payments, page 1 of 3'. */
  caption: string;
};

/**
 * A page of payments, the shopper's or the admin's: TanStack Table in manual mode (the server
 * pages, filters and searches; the table shows the rows it is given). The screens put their pager and filters around it.
 */
export function PaymentHistoryTable({ payments, caption }: PaymentHistoryTableProps) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: payments,
    columns,
    getRowId: (payment) => payment.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
  });

  return (
    <DataTable id="payments" caption={caption} head={<TableHeaderRows table={table} />}>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className="px-4 py-3 whitespace-nowrap text-gray-700">
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
