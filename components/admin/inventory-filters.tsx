'use client';

import { useTranslations } from 'next-intl';
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

/**
 * The inventory's words for its sorts, filters and stock levels are `admin.products.sort`, `.stockFilter` and
 * `.stockBadge` (the table's headers use `sort` too).
 */
const STOCK_FILTERS: StockFilter[] = ['out_of_stock', 'low_stock', 'in_stock'];

const STOCK_TONES: Record<StockFilter, BadgeTone> = { out_of_stock: 'red', low_stock: 'yellow', in_stock: 'green' };

/** A stock figure with its level: 'Out of stock', '3 left' (low) or '40 in stock'. */
export function StockBadge({ stock }: { stock: number }) {
  const t = useTranslations('admin.products.stockBadge');
  const level = stockLevelOf(stock);
  const text = level === 'out_of_stock' ? t('out') : level === 'low_stock' ? t('low', { count: stock }) : t('in', { count: stock });
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
  const t = useTranslations('admin.products');
  const statusOptions = [
    ['published', t('filters.published')],
    ['draft', t('filters.drafts')],
  ] as const;
  /** Every sort both ways: 'Name, A to Z', 'Added, newest first'... */
  const sortOptions = ADMIN_PRODUCT_SORTS.flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [`${sort}:${order}`, `${t(`sort.${sort}`)}, ${t(`order.${sortOrderKey(sort, order)}`)}`] as const),
  );
  const stockOptions = STOCK_FILTERS.map((level) => [level, t(`stockFilter.${level}`, { max: LOW_STOCK_THRESHOLD })] as const);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <FilterSelect
        label={t('filters.category')}
        all={t('filters.allCategories')}
        options={categories.map((category) => [category.id, category.name] as const)}
        {...control('category')}
      />
      <FilterSelect label={t('filters.stock')} all={t('filters.anyStock')} options={stockOptions} {...control('stock')} />
      <FilterSelect label={t('filters.status')} all={t('filters.allStatuses')} options={statusOptions} {...control('status')} />
      <FilterSelect label={t('filters.sortBy')} options={sortOptions} {...control('sort')} />
    </fieldset>
  );
}

/** The key in `admin.products.order` of 'A to Z', 'newest first', 'lowest first'... */
function sortOrderKey(sort: AdminProductSort, order: SortOrder): 'az' | 'za' | 'oldest' | 'newest' | 'lowest' | 'highest' {
  if (sort === 'name') return order === 'asc' ? 'az' : 'za';
  if (sort === 'created') return order === 'asc' ? 'oldest' : 'newest';
  return order === 'asc' ? 'lowest' : 'highest';
}
