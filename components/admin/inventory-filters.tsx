'use client';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SelectInput } from '@/components/ui/select-input';
import {
  type AdminProductQuery,
  type AdminProductSort,
  ADMIN_PRODUCT_SORTS,
  LOW_STOCK_THRESHOLD,
  type SortOrder,
  type StockFilter,
  stockLevelOf,
} from '@/lib/catalog/admin-product-query';
import type { CategoryJson } from '@/lib/catalog/catalog-json';
import { useFilterControls } from './filter-fields';
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
  categories: CategoryJson[];
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

  const { control, label } = useFilterControls(fields, change);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filter and sort products</legend>
      <div className="space-y-1.5">
        {label('category', 'Category')}
        <SelectInput {...control('category')}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectInput>
      </div>
      <div className="space-y-1.5">
        {label('stock', 'Stock')}
        <SelectInput {...control('stock')}>
          <option value="">Any stock</option>
          {Object.entries(STOCK_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectInput>
      </div>
      <div className="space-y-1.5">
        {label('status', 'Status')}
        <SelectInput {...control('status')}>
          <option value="">Drafts and published</option>
          <option value="published">Published</option>
          <option value="draft">Drafts</option>
        </SelectInput>
      </div>
      <div className="space-y-1.5">
        {label('sort', 'Sort by')}
        <SelectInput {...control('sort')}>
          {ADMIN_PRODUCT_SORTS.flatMap((sort) =>
            (['asc', 'desc'] as const).map((order) => (
              <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                {`${SORT_LABELS[sort]}, ${sortOrderText(sort, order)}`}
              </option>
            )),
          )}
        </SelectInput>
      </div>
    </fieldset>
  );
}

/** 'A to Z', 'newest first', 'lowest first'... */
function sortOrderText(sort: AdminProductSort, order: SortOrder): string {
  if (sort === 'name') return order === 'asc' ? 'A to Z' : 'Z to A';
  if (sort === 'created') return order === 'asc' ? 'oldest first' : 'newest first';
  return order === 'asc' ? 'lowest first' : 'highest first';
}
