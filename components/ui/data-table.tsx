import { flexRender, type Row as TableRow, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type DataTableProps = {
  /** Unique on the page: the caption's id is `${id}-caption`, and the scrolling region is named by it. */
  id: string;
  /** For screen readers (visually hidden); also the region's name. */
  caption: string;
  /** Column headings, or `head`: the header rows when a table library renders them. */
  columns?: readonly string[];
  head?: ReactNode;
  /** Extra classes of the body, e.g. `align-top` for rows of differing heights. */
  bodyClassName?: string;
  /** The rows. */
  children: ReactNode;
};

/** The shop's data table: captioned, with its headings, scrolling sideways inside its frame on a narrow screen. */
export function DataTable({ id, caption, columns = [], head, bodyClassName = '', children }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
          {head ?? (
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody className={`divide-y divide-gray-200 bg-white ${bodyClassName}`}>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * `aria-sort` of the header of a column that sorts (`enableSorting: true` in its definition): how the list is sorted
 * by it, or 'none'; nothing on other columns.
 */
function ariaSortOf(sorted: false | 'asc' | 'desc', canSort: boolean): 'ascending' | 'descending' | 'none' | undefined {
  if (sorted) return sorted === 'asc' ? 'ascending' : 'descending';
  return canSort ? 'none' : undefined;
}

/** The header rows of a TanStack table, as DataTable's `head`; a sortable column's header carries `aria-sort`. */
export function TableHeaderRows<Row>({ table }: { table: Table<Row> }) {
  return table.getHeaderGroups().map((headerGroup) => (
    <tr key={headerGroup.id}>
      {headerGroup.headers.map((header) => (
        <th
          key={header.id}
          scope="col"
          aria-sort={ariaSortOf(header.column.getIsSorted(), header.column.columnDef.enableSorting === true)}
          className="px-4 py-3 whitespace-nowrap"
        >
          {flexRender(header.column.columnDef.header, header.getContext())}
        </th>
      ))}
    </tr>
  ));
}

type TableBodyRowsProps<Row> = {
  table: Table<Row>;
  /** The column whose cell heads its row (`<th scope="row">`): screen readers announce it with each cell. */
  headerColumn: string;
  headerClassName: string;
  /** The other cells' classes, or each column's. */
  cellClassName: string | ((columnId: string) => string);
  rowClassName?: (row: TableRow<Row>) => string | undefined;
};

/** The body rows of a TanStack table, as DataTable's children, one cell of each the row's header. */
export function TableBodyRows<Row>({ table, headerColumn, headerClassName, cellClassName, rowClassName }: TableBodyRowsProps<Row>) {
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id} className={rowClassName?.(row)}>
      {row.getVisibleCells().map((cell) =>
        cell.column.id === headerColumn ? (
          <th key={cell.id} scope="row" className={headerClassName}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </th>
        ) : (
          <td key={cell.id} className={typeof cellClassName === 'string' ? cellClassName : cellClassName(cell.column.id)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ),
      )}
    </tr>
  ));
}
