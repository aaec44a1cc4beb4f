'use client';

import { LayoutGrid, Table2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { useCallback, useState, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { Badge } from '@/components/ui/badge';
import { Pager, pageCountOf } from '@/components/ui/pager';
import {
  type AdminProductQuery,
  adminProductsHref,
  LOW_STOCK_HREF,
  type ProductView,
} from '@/lib/catalog/admin-product-query';
import type { AdminProductList } from '@/lib/catalog/admin-products';
import type { Category, Product, Subcategory } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { formatRs } from '@/lib/money';
import { CatalogueFormSection } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { InventoryFilters, StockBadge } from './inventory-filters';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';
import { useDebouncedSearch } from './use-debounced-search';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

type ProductManagerProps = {
  /** The page the server read for `query`, or null when reading failed. */
  list: AdminProductList | null;
  query: AdminProductQuery;
  view: ProductView;
  /** Why the address's query was refused (the list then shows the default view). */
  queryError: string | null;
  categories: Category[];
  subcategories: Subcategory[];
};

/**
 * Manage Products: the create/edit form, then the inventory, a page at a time from the server, as a grid of cards or
 * a table (sortable columns, row checkboxes and bulk actions). Search, filters, sort, page and view live in the
 * address, so a view (such as Low stock) can be bookmarked; each change navigates and the server renders the page.
 */
export function ProductManager({ list, query, view, queryError, categories, subcategories }: ProductManagerProps) {
  const router = useRouter();
  const t = useTranslations('admin.products');
  const locale = useLocale();
  const [navigating, startNavigation] = useTransition();
  const [editing, setEditing] = useState<Product | null>(null);
  // A new key remounts the form: empty for a new product, or filled with the product to edit.
  const [formKey, setFormKey] = useState(0);
  const [focusForm, setFocusForm] = useState(false);

  const nextQuery = useNextView(query);
  const go = useCallback(
    (changes: Partial<AdminProductQuery>, nextView: ProductView = view) =>
      startNavigation(() => router.push(adminProductsHref(nextQuery(changes), nextView), { scroll: false })),
    [nextQuery, view, router],
  );
  const refresh = useCallback(() => startNavigation(() => router.refresh()), [router]);

  const { box: searchBox } = useDebouncedSearch(query.search ?? '', (wanted) => go({ search: wanted || undefined }));

  function openForm(product: Product | null) {
    setEditing(product);
    setFormKey((key) => key + 1);
    setFocusForm(true);
  }

  const deletion = useConfirmedDelete<Product>({
    request: (product) => apiFetch(`/api/products/delete/${encodeURIComponent(product.id)}`, { method: 'DELETE' }),
    texts: { success: t('deleted'), failure: t('deleteFailed') },
    onGone: (product) => {
      if (editing?.id === product.id) openForm(null);
      refresh();
    },
  });

  const products = list?.products ?? [];
  const pagination = list?.pagination ?? { page: query.page, limit: query.limit, hasMore: false, total: 0 };
  const totalText = t('total', { count: pagination.total });
  const categoryName = categories.find((category) => category.id === query.category)?.name;
  const pageCount = pageCountOf(pagination.total, pagination.limit);

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? t('edit') : t('add')} editingName={editing?.name}>
        {(headingId) => (
          <ProductForm
            key={formKey}
            labelledBy={headingId}
            categories={categories}
            subcategories={subcategories}
            product={editing}
            focusOnMount={focusForm}
            onSaved={() => {
              openForm(null);
              refresh();
            }}
            onCancel={() => openForm(null)}
            onMissing={() => {
              openForm(null);
              refresh();
            }}
          />
        )}
      </CatalogueFormSection>

      <section aria-labelledby="product-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="product-list-heading" className="text-lg font-semibold text-gray-900">
            {t('all')}
          </h2>
          <nav aria-label={t('views')} className="flex flex-wrap items-center gap-2">
            <Link href={LOW_STOCK_HREF} className="text-sm font-medium text-brand-800 underline underline-offset-2">
              {t('lowStock')}
            </Link>
            <span className="inline-flex overflow-hidden rounded-md border border-gray-300">
              {(['grid', 'table'] as const).map((option) => (
                <Link
                  key={option}
                  href={adminProductsHref(query, option)}
                  aria-current={view === option ? 'page' : undefined}
                  scroll={false}
                  className={`inline-flex items-center gap-1.5 px-3 py-1.5 text-sm font-semibold ${
                    view === option ? 'bg-brand-800 text-white' : 'bg-white text-gray-900 hover:bg-gray-50'
                  }`}
                >
                  {option === 'grid' ? <LayoutGrid aria-hidden className="size-4" /> : <Table2 aria-hidden className="size-4" />}
                  {option === 'grid' ? t('gridView') : t('tableView')}
                </Link>
              ))}
            </span>
          </nav>
        </div>

        <CatalogueSearch
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          {...searchBox}
          busy={navigating}
          shownCount={pagination.total}
        />
        <InventoryFilters query={query} categories={categories} onChange={go} />

        {queryError && (
          <p role="alert" className="text-red-700">
            {t('queryError', { error: queryError })}
          </p>
        )}
        <p role="status" className="text-sm text-gray-700">
          {navigating ? t('loading') : list ? (categoryName ? t('totalIn', { count: pagination.total, category: categoryName }) : totalText) : ''}
        </p>

        {list === null ? (
          <p role="alert" className="text-red-700">
            {t('loadFailed')}
          </p>
        ) : (
          <div aria-busy={navigating} className={navigating ? 'opacity-60 transition-opacity' : undefined}>
            {view === 'table' ? (
              <ProductTable
                products={products}
                query={query}
                caption={t('caption', { page: pagination.page, pageCount })}
                editingId={editing?.id ?? null}
                onSort={go}
                onEdit={openForm}
                onDelete={deletion.ask}
                onChanged={(deleted) => {
                  // The product in the form was deleted with the others: the form starts over, as after a single delete.
                  if (editing && deleted.includes(editing.id)) openForm(null);
                  refresh();
                }}
              />
            ) : (
              <CatalogueGrid label={t('listLabel')} emptyMessage={t('empty')} count={products.length}>
                {products.map((product) => (
                  <CatalogueCard
                    key={product.id}
                    name={product.name}
                    image={product.images[0]}
                    detail={
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span>
                          <span className="sr-only">{t('pricePrefix')}</span>
                          {formatRs(product.price, locale)}
                        </span>
                        <StockBadge stock={product.stock} />
                        {product.status === 'draft' && <Badge tone="yellow">{t('draft')}</Badge>}
                      </span>
                    }
                    editing={editing?.id === product.id}
                    busy={deletion.busy && deletion.target?.id === product.id}
                    onEdit={() => openForm(product)}
                    onDelete={() => deletion.ask(product)}
                  />
                ))}
              </CatalogueGrid>
            )}
          </div>
        )}

        {list !== null && (
          <Pager
            label={t('pages')}
            page={pagination.page}
            pageCount={pageCount}
            totalText={totalText}
            hrefOf={(page) => adminProductsHref({ ...query, page }, view)}
          />
        )}
      </section>

      <DeleteDialog flow={deletion} title={t('deleteTitle')} confirmLabel={t('deleteConfirm')}>
        <p>
          {t.rich('deleteWarning', {
            name: deletion.target?.name ?? '',
            b: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
          })}
        </p>
        <p>{t('deleteKeep')}</p>
      </DeleteDialog>
    </div>
  );
}
