'use client';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import {
  type AdminProductQuery,
  type AdminProductSort,
  ADMIN_PRODUCT_SORTS,
  LOW_STOCK_THRESHOLD,
  type SortOrder,
  type StockFilter,
  stockLevelOf,
} from '@/lib/catalog/admin-product-query';
import type { Category } from '@/lib/catalog/types';
import { FilterSelect, useFilterControls } from './filter-fields';
import { useUrlField } from './use-url-field';

/** The inventory's words for its sorts, filters and stock levels (the table's headers use SORT_LABELS too). */
export const SORT_LABELS: Record<AdminProductSort, string> = {
  created: 'Added',
  name: 'Name',
  price: 'Price',
  discount: 'Discount',
  stock: 'Stock',
  rating: 'Rating',
};

const STOCK_LABELS: Record<StockFilter, string> = {
  out_of_stock: 'Out of stock',
  low_stock: `Low stock (1-${LOW_STOCK_THRESHOLD})`,
  in_stock: 'In stock',
};

const STOCK_TONES: Record<StockFilter, BadgeTone> = { out_of_stock: 'red', low_stock: 'yellow', in_stock: 'green' };

/** A stock figure with its level: 'Out of stock', '3 left' (low) or '40 in stock'. */
export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevelOf(stock);
  const text = level === 'out_of_stock' ? 'Out of stock' : level === 'low_stock' ? `Low: ${stock} left` : `${stock} in stock`;
  return <Badge tone={STOCK_TONES[level]}>{text}</Badge>;
}

type FilterKey = 'category' | 'stock' | 'status' | 'sort';

const STATUS_OPTIONS = [
  ['published', 'Published'],
  ['draft', 'Drafts'],
] as const;

/** Every sort both ways: 'Name, A to Z', 'Added, newest first'... */
const SORT_OPTIONS = ADMIN_PRODUCT_SORTS.flatMap((sort) =>
  (['asc', 'desc'] as const).map((order) => [`${sort}:${order}`, `${SORT_LABELS[sort]}, ${sortOrderText(sort, order)}`] as const),
);

/**
 * The inventory's filters: category, stock level, status, and the sort (also offered by the table's headers, and
 * the only way to sort the grid); each change shows page 1. The selects follow the address (Back, a link) without
 * snapping back while the next page loads.
 */
export function InventoryFilters({
  query,
  categories,
  onChange,
}: {
  query: AdminProductQuery;
  categories: Category[];
  onChange: (changes: Partial<AdminProductQuery>) => void;
}) {
  const fields = {
    category: useUrlField(query.category ?? ''),
    stock: useUrlField(query.stock ?? ''),
    status: useUrlField(query.status ?? ''),
    sort: useUrlField(`${query.sort}:${query.order}`),
  };

  function change(key: FilterKey, value: string) {
    fields[key].setText(value);
    fields[key].sent(value);
    if (key === 'sort') {
      const [sort, order] = value.split(':') as [AdminProductSort, SortOrder];
      onChange({ sort, order });
    } else {
      onChange({ [key]: value || undefined });
    }
  }

  const { control } = useFilterControls(fields, change);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filter and sort products</legend>
      <FilterSelect
        label="Category"
        all="All categories"
        options={categories.map((category) => [category.id, category.name] as const)}
        {...control('category')}
      />
      <FilterSelect label="Stock" all="Any stock" options={Object.entries(STOCK_LABELS)} {...control('stock')} />
      <FilterSelect label="Status" all="Drafts and published" options={STATUS_OPTIONS} {...control('status')} />
      <FilterSelect label="Sort by" options={SORT_OPTIONS} {...control('sort')} />
    </fieldset>
  );
}

/** 'A to Z', 'newest first', 'lowest first'... */
function sortOrderText(sort: AdminProductSort, order: SortOrder): string {
  if (sort === 'name') return order === 'asc' ? 'A to Z' : 'Z to A';
  if (sort === 'created') return order === 'asc' ? 'oldest first' : 'newest first';
  return order === 'asc' ? 'lowest first' : 'highest first';
}
