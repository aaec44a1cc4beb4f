'use client';

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  type PaginationState,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, Download, ExternalLink } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { formatOrderDate } from '@/components/orders/order-display';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { DataTable, TableHeaderRows } from '@/components/ui/data-table';
import { inputClassName } from '@/components/ui/text-input';
import { formatRs } from '@/lib/catalog/money';
import type { PaymentJson } from '@/lib/payments/payment-json';
import { paymentsCsv } from '@/lib/payments/payments-csv';
import { downloadTextFile } from './download-file';
import { filterPayments, PAYMENTS_PER_PAGE, paymentStatusTone } from './payment-history';

const column = createColumnHelper<PaymentJson>();

// SPEC.md's columns; amounts in rupees (LKR), as the shop charges them.
const columns = [
  column.accessor('orderId', {
    header: 'Order ID',
    cell: ({ getValue }) => <span className="font-mono font-semibold text-gray-900">{getValue()}</span>,
  }),
  column.accessor((payment) => payment.userId.name, {
    id: 'user',
    header: 'User',
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-gray-900">{row.original.userId.name}</span>
        <span className="block text-gray-600">{row.original.userId.email}</span>
      </>
    ),
  }),
  column.accessor('amount', {
    header: 'Amount (LKR)',
    cell: ({ getValue }) => <span className="tabular-nums">{formatRs(getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <Badge tone={paymentStatusTone(getValue())}>{getValue()}</Badge>,
  }),
  column.accessor('createdAt', {
    header: 'Date',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatOrderDate(getValue())}</time>,
  }),
  column.accessor('receipt_url', {
    header: 'Receipt',
    cell: ({ getValue, row }) => {
      const url = getValue();
      if (!url) return <span className="text-gray-600">N/A</span>;
      return (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          View
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{` receipt of ${row.original.orderId} (opens in a new tab)`}</span>
        </a>
      );
    },
  }),
];

type PaymentHistoryTableProps = {
  payments: PaymentJson[];
  /** Names the table for screen readers, e.g. 'Your payments'. */
  caption: string;
};

const pageButtonClassName = `${buttonClassName('secondary')} px-3 py-2`;

/**
 * Payment History, the shopper's and the admin's: a search over order id, payer name and e-mail (any case; a
 * new search starts at page 1), 10 payments a page, and Export CSV of the payments the search matched.
 */
export function PaymentHistoryTable({ payments, caption }: PaymentHistoryTableProps) {
  const searchId = useId();
  const tableId = useId();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAYMENTS_PER_PAGE });
  const matching = useMemo(() => filterPayments(payments, search), [payments, search]);

  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: matching,
    columns,
    state: { pagination },
    onPaginationChange: setPagination,
    getRowId: (payment) => payment._id,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // The page is reset by the search itself (below), never behind the shopper's back.
    autoResetPageIndex: false,
  });

  function changeSearch(value: string) {
    setSearch(value);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  function exportCsv() {
    downloadTextFile('payments.csv', paymentsCsv(matching), 'text/csv;charset=utf-8');
  }

  const pageCount = Math.max(table.getPageCount(), 1);
  const count = matching.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium text-gray-900">
            Search payments
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
            placeholder="Order ID, name or e-mail"
            maxLength={100}
            className={inputClassName}
          />
        </div>
        <button type="button" onClick={exportCsv} disabled={count === 0} className={`${buttonClassName('secondary')} shrink-0`}>
          <Download aria-hidden className="size-4" />
          Export CSV
        </button>
      </div>

      <p role="status" className="text-sm text-gray-700">
        {count === 0 ? 'No payments found.' : `${count} ${count === 1 ? 'payment' : 'payments'}`}
      </p>

      {count > 0 ? (
        <>
          <DataTable
            id={tableId}
            caption={caption}
            head={<TableHeaderRows table={table} />}
          >
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

          <nav aria-label="Payment pages" className="flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
              className={pageButtonClassName}
            >
              <ChevronLeft aria-hidden className="size-4" />
              Previous
            </button>
            <p className="text-sm text-gray-700">{`Page ${pagination.pageIndex + 1} of ${pageCount}`}</p>
            <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} className={pageButtonClassName}>
              Next
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
