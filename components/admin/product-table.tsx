'use client';

import { createColumnHelper, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ImageOff, Pencil, Percent, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ActionButton, actionClassName } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, TableBodyRows, TableHeaderRows } from '@/components/ui/data-table';
import { inputClassName } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { type AdminProductQuery, type AdminProductSort, bulkDiscountSchema, toggledSort } from '@/lib/catalog/admin-product-query';
import type { AdminProductJson } from '@/lib/catalog/catalog-json';
import { formatRs } from '@/lib/catalog/money';
import { apiFetch } from '@/lib/http/api-client';
import { SORT_LABELS, StockBadge } from './inventory-filters';
import { resultMessage } from '@/lib/http/result-message';

type ProductTableProps = {
  products: AdminProductJson[];
  query: AdminProductQuery;
  caption: string;
  editingId: string | null;
  onSort: (changes: Pick<AdminProductQuery, 'sort' | 'order'>) => void;
  onEdit: (product: AdminProductJson) => void;
  onDelete: (product: AdminProductJson) => void;
  /** After a bulk action: the page is read again; `deleted` names the products a bulk delete removed. */
  onChanged: (deleted: string[]) => void;
};

type TableMeta = Pick<ProductTableProps, 'query' | 'onSort' | 'onEdit' | 'onDelete' | 'editingId'>;

const checkboxClassName = 'size-4 rounded border-gray-400 accent-brand-800';

/** A column header that sorts the list on the server: pressed again, it turns the order round. */
function SortButton({ sort, meta }: { sort: AdminProductSort; meta: TableMeta }) {
  const active = meta.query.sort === sort;
  const Icon = !active ? ArrowUpDown : meta.query.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => meta.onSort(toggledSort(meta.query, sort))}
      className="inline-flex items-center gap-1 rounded-sm font-semibold tracking-wide uppercase hover:text-gray-900"
    >
      {SORT_LABELS[sort]}
      <Icon aria-hidden className={`size-3.5 ${active ? 'text-gray-900' : 'text-gray-500'}`} />
    </button>
  );
}

const column = createColumnHelper<AdminProductJson>();
const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as TableMeta;
const sortable = (sort: AdminProductSort) => ({
  id: sort,
  enableSorting: true,
  header: ({ table }: { table: { options: { meta?: unknown } } }) => <SortButton sort={sort} meta={metaOf(table)} />,
});

const columns = [
  column.display({
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select all products on this page"
        checked={table.getIsAllRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
        className={checkboxClassName}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${row.original.name}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        className={checkboxClassName}
      />
    ),
  }),
  column.accessor('name', {
    ...sortable('name'),
    cell: ({ row, table }) => (
      <span className="flex items-center gap-3">
        {row.original.image[0] ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={row.original.image[0]} alt="" loading="lazy" width={40} height={40} className="size-10 rounded object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-10 p-2 text-gray-400" />
        )}
        <span className="whitespace-normal">{row.original.name}</span>
        {metaOf(table).editingId === row.original._id && <Badge tone="brand">Editing</Badge>}
      </span>
    ),
  }),
  column.display({
    id: 'category',
    header: 'Category',
    enableSorting: false,
    cell: ({ row }) => row.original.categoryId.name,
  }),
  column.accessor('price', { ...sortable('price'), cell: ({ getValue }) => <span className="tabular-nums">{formatRs(getValue())}</span> }),
  column.accessor('discount', {
    ...sortable('discount'),
    cell: ({ getValue }) => (getValue() ? <span className="tabular-nums">{`${getValue()}%`}</span> : <span className="text-gray-600">None</span>),
  }),
  column.accessor('stock', { ...sortable('stock'), cell: ({ getValue }) => <StockBadge stock={getValue()} /> }),
  column.accessor('averageRating', {
    ...sortable('rating'),
    cell: ({ row }) => <span className="tabular-nums">{`${row.original.averageRating.toFixed(1)} (${row.original.totalReviews})`}</span>,
  }),
  column.accessor('createdAt', {
    ...sortable('created'),
    cell: ({ getValue }) => new Date(getValue()).toLocaleDateString('en-GB', { timeZone: 'Asia/Colombo' }),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() === 'draft' ? <Badge tone="yellow">Draft</Badge> : <Badge tone="green">Published</Badge>),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row, table }) => (
      <span className="flex gap-2">
        <ActionButton
          onClick={() => metaOf(table).onEdit(row.original)}
          aria-label={`Edit: ${row.original.name}`}
        >
          <Pencil aria-hidden className="size-4" />
          Edit
        </ActionButton>
        <ActionButton
          onClick={() => metaOf(table).onDelete(row.original)}
          aria-label={`Delete: ${row.original.name}`}
          aria-haspopup="dialog"
          tone="danger"
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </ActionButton>
      </span>
    ),
  }),
];

/**
 * The inventory as a table (TanStack Table in manual mode: the server sorts and pages). Column headers sort (their
 * `aria-sort` says how the list is sorted); row checkboxes choose products for the bulk actions, Set discount and
 * Delete (after a confirmation naming how many). The choice is of this page and is cleared when the page changes.
 */
export function ProductTable({ products, query, caption, editingId, onSort, onEdit, onDelete, onChanged }: ProductTableProps) {
  const ids = useId();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionOf, setSelectionOf] = useState(products);
  if (selectionOf !== products) {
    setSelectionOf(products);
    setRowSelection({});
  }
  const [discount, setDiscount] = useState('');
  const [discountProblem, setDiscountProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const meta: TableMeta = { query, onSort, onEdit, onDelete, editingId };
  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: products,
    columns,
    meta,
    getRowId: (product) => product._id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: true,
    state: { rowSelection, sorting: [{ id: query.sort, desc: query.order === 'desc' }] },
    onRowSelectionChange: setRowSelection,
  });

  const chosen = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const count = chosen.length;
  const countText = `${count} ${count === 1 ? 'product' : 'products'}`;

  async function bulk(path: 'delete' | 'discount', json: Record<string, unknown>, failure: string): Promise<boolean> {
    setBusy(true);
    const result = await apiFetch(`/api/products/bulk/${path}`, { json: { ids: chosen, ...json } });
    setBusy(false);
    if (!result.ok) {
      toast.error(resultMessage(result, failure));
      if (result.status === 404) onChanged([]);
      return false;
    }
    toast.success(result.message);
    setRowSelection({});
    onChanged(path === 'delete' ? chosen : []);
    return true;
  }

  async function setChosenDiscount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rule, checked here first: a whole percent 0-100.
    const checked = bulkDiscountSchema.shape.discount.safeParse(discount.trim() === '' ? undefined : Number(discount));
    setDiscountProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    if (await bulk('discount', { discount: checked.data }, 'Error saving product')) setDiscount('');
  }

  async function deleteChosen() {
    await bulk('delete', {}, 'Error deleting product');
    setConfirmingDelete(false);
  }

  if (products.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No products found</p>;
  }

  return (
    <div className="space-y-3">
      <div
        role="region"
        aria-label="Bulk actions"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm"
      >
        <p aria-live="polite" className="font-medium text-gray-900">
          {count ? `${countText} selected` : 'Select products to change several at once.'}
        </p>
        {count > 0 && (
          <>
            <form onSubmit={setChosenDiscount} noValidate className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <label htmlFor={`${ids}-discount`} className="block font-medium text-gray-900">
                  Discount %
                </label>
                <input
                  id={`${ids}-discount`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={discount}
                  onChange={(event) => setDiscount(event.target.value)}
                  aria-invalid={discountProblem ? true : undefined}
                  aria-describedby={discountProblem ? `${ids}-discount-problem` : undefined}
                  className={`${inputClassName} w-24`}
                />
              </div>
              <button type="submit" disabled={busy} className={`${buttonClassName('secondary')} px-3 py-2`}>
                <Percent aria-hidden className="size-4" />
                Set discount
              </button>
            </form>
            <button
              type="button"
              disabled={busy}
              aria-haspopup="dialog"
              onClick={() => setConfirmingDelete(true)}
              className={`${actionClassName} border-red-300 bg-white py-2 text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
            <button type="button" onClick={() => setRowSelection({})} className="font-medium text-brand-800 underline">
              Clear selection
            </button>
          </>
        )}
        {discountProblem && count > 0 && (
          <p id={`${ids}-discount-problem`} role="alert" className="w-full text-red-700">
            {discountProblem}
          </p>
        )}
      </div>

      <DataTable id={`${ids}-products`} caption={caption} head={<TableHeaderRows table={table} />}>
        <TableBodyRows
          table={table}
          headerColumn="name"
          headerClassName="min-w-56 px-4 py-3 font-medium text-gray-900"
          cellClassName="px-4 py-3 whitespace-nowrap text-gray-700"
          rowClassName={(row) => (row.getIsSelected() ? 'bg-brand-50/50' : undefined)}
        />
      </DataTable>

      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${countText}?`}
        confirmLabel={`Delete ${countText}`}
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={deleteChosen}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          {`The ${countText} you selected leave the shop with their images, reviews and cart lines. It cannot be undone.`}
        </p>
        <p>Orders that contain them keep their own copy of the items.</p>
      </ConfirmDialog>
    </div>
  );
}
