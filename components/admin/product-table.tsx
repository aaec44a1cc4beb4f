'use client';

import { createColumnHelper, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ImageOff, Pencil, Percent, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { ActionButton, actionClassName } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, TableBodyRows, TableHeaderRows } from '@/components/ui/data-table';
import { inputClassName } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { type AdminProductQuery, type AdminProductSort, bulkDiscountSchema, toggledSort } from '@/lib/catalog/admin-product-query';
import type { Product } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { localDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { formatRs } from '@/lib/money';
import { StockBadge } from './inventory-filters';
import { resultMessage } from '@/lib/http/result-message';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';

type ProductTableProps = {
  products: Product[];
  query: AdminProductQuery;
  caption: string;
  editingId: string | null;
  onSort: (changes: Pick<AdminProductQuery, 'sort' | 'order'>) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** After a bulk action: the page is read again; `deleted` names the products a bulk delete removed. */
  onChanged: (deleted: string[]) => void;
};

type TableMeta = Pick<ProductTableProps, 'query' | 'onSort' | 'onEdit' | 'onDelete' | 'editingId'> & {
  /** The page's words (`admin.products`) and language, for the column definitions outside the component. */
  t: ReturnType<typeof useTranslations<'admin.products'>>;
  tCatalogue: ReturnType<typeof useTranslations<'admin.catalogue'>>;
  locale: Locale;
};

/** The day a product was added, in Sri Lanka: '23/11/2026' in English, '2026 නොවැ 23' and '23 நவ. 2026' otherwise. */
function addedDay(date: Date, locale: Locale): string {
  return locale === 'en' ? date.toLocaleDateString('en-GB', { timeZone: 'Asia/Colombo' }) : localDay(date, locale);
}

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
      {meta.t(`sort.${sort}`)}
      <Icon aria-hidden className={`size-3.5 ${active ? 'text-gray-900' : 'text-gray-500'}`} />
    </button>
  );
}

const column = createColumnHelper<Product>();
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
        aria-label={metaOf(table).t('table.selectAll')}
        checked={table.getIsAllRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
        className={checkboxClassName}
      />
    ),
    cell: ({ row, table }) => (
      <input
        type="checkbox"
        aria-label={metaOf(table).t('table.select', { name: row.original.name })}
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
        {row.original.images[0] ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={row.original.images[0]} alt="" loading="lazy" width={40} height={40} className="size-10 rounded object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-10 p-2 text-gray-400" />
        )}
        <span className="whitespace-normal">{row.original.name}</span>
        {metaOf(table).editingId === row.original.id && <Badge tone="brand">{metaOf(table).tCatalogue('editing')}</Badge>}
      </span>
    ),
  }),
  column.display({
    id: 'category',
    header: ({ table }) => metaOf(table).t('table.category'),
    enableSorting: false,
    cell: ({ row }) => row.original.category.name,
  }),
  column.accessor('price', {
    ...sortable('price'),
    cell: ({ getValue, table }) => <span className="tabular-nums">{formatRs(getValue(), metaOf(table).locale)}</span>,
  }),
  column.accessor('discount', {
    ...sortable('discount'),
    cell: ({ getValue, table }) =>
      getValue() ? <span className="tabular-nums">{`${getValue()}%`}</span> : <span className="text-gray-600">{metaOf(table).t('table.none')}</span>,
  }),
  column.accessor('stock', { ...sortable('stock'), cell: ({ getValue }) => <StockBadge stock={getValue()} /> }),
  column.accessor((product) => product.rating.average, {
    ...sortable('rating'),
    cell: ({ row }) => <span className="tabular-nums">{`${row.original.rating.average.toFixed(1)} (${row.original.rating.count})`}</span>,
  }),
  column.accessor('createdAt', {
    ...sortable('created'),
    cell: ({ getValue, table }) => addedDay(getValue(), metaOf(table).locale),
  }),
  column.accessor('status', {
    header: ({ table }) => metaOf(table).t('table.status'),
    enableSorting: false,
    cell: ({ getValue, table }) =>
      getValue() === 'draft' ? <Badge tone="yellow">{metaOf(table).t('draft')}</Badge> : <Badge tone="green">{metaOf(table).t('published')}</Badge>,
  }),
  column.display({
    id: 'actions',
    header: ({ table }) => metaOf(table).t('table.actions'),
    enableSorting: false,
    cell: ({ row, table }) => (
      <span className="flex gap-2">
        <ActionButton
          onClick={() => metaOf(table).onEdit(row.original)}
          aria-label={metaOf(table).tCatalogue('editLabel', { name: row.original.name })}
        >
          <Pencil aria-hidden className="size-4" />
          {metaOf(table).tCatalogue('edit')}
        </ActionButton>
        <ActionButton
          onClick={() => metaOf(table).onDelete(row.original)}
          aria-label={metaOf(table).tCatalogue('deleteLabel', { name: row.original.name })}
          aria-haspopup="dialog"
          tone="danger"
        >
          <Trash2 aria-hidden className="size-4" />
          {metaOf(table).tCatalogue('delete')}
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
  const t = useTranslations('admin.products');
  const tCatalogue = useTranslations('admin.catalogue');
  const locale = useLocale();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionOf, setSelectionOf] = useState(products);
  if (selectionOf !== products) {
    setSelectionOf(products);
    setRowSelection({});
  }
  const [discount, setDiscount] = useState('');
  const [discountProblem, setDiscountProblem] = useState<string | null>(null);
  // The shared schema's English message, in the page's language.
  const localized = useLocalizedMessage(Boolean(discountProblem));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const meta: TableMeta = { query, onSort, onEdit, onDelete, editingId, t, tCatalogue, locale };
  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: products,
    columns,
    meta,
    getRowId: (product) => product.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: true,
    state: { rowSelection, sorting: [{ id: query.sort, desc: query.order === 'desc' }] },
    onRowSelectionChange: setRowSelection,
  });

  const chosen = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const count = chosen.length;

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
    if (await bulk('discount', { discount: checked.data }, t('form.saveFailed'))) setDiscount('');
  }

  async function deleteChosen() {
    await bulk('delete', {}, t('deleteFailed'));
    setConfirmingDelete(false);
  }

  if (products.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('empty')}</p>;
  }

  return (
    <div className="space-y-3">
      <div
        role="region"
        aria-label={t('table.bulkActions')}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm"
      >
        <p aria-live="polite" className="font-medium text-gray-900">
          {count ? t('table.selected', { count }) : t('table.selectHint')}
        </p>
        {count > 0 && (
          <>
            <form onSubmit={setChosenDiscount} noValidate className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <label htmlFor={`${ids}-discount`} className="block font-medium text-gray-900">
                  {t('table.discount')}
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
                {t('table.setDiscount')}
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
              {tCatalogue('delete')}
            </button>
            <button type="button" onClick={() => setRowSelection({})} className="font-medium text-brand-800 underline">
              {t('table.clearSelection')}
            </button>
          </>
        )}
        {discountProblem && count > 0 && (
          <p id={`${ids}-discount-problem`} role="alert" className="w-full text-red-700">
            {localized(discountProblem)}
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
        title={t('table.deleteTitle', { count })}
        confirmLabel={t('table.deleteConfirm', { count })}
        busyLabel={t('table.deleting')}
        busy={busy}
        onConfirm={deleteChosen}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{t('table.deleteWarning', { count })}</p>
        <p>{t('table.deleteKeep')}</p>
      </ConfirmDialog>
    </div>
  );
}
