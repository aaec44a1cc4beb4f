'use client';

import { LayoutGrid, Table2 } from 'lucide-react';
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
    texts: { success: 'Product deleted', failure: 'Error deleting product' },
    onGone: (product) => {
      if (editing?.id === product.id) openForm(null);
      refresh();
    },
  });

  const products = list?.products ?? [];
  const pagination = list?.pagination ?? { page: query.page, limit: query.limit, hasMore: false, total: 0 };
  const totalText = `${pagination.total.toLocaleString('en-US')} ${pagination.total === 1 ? 'product' : 'products'}`;
  const categoryName = categories.find((category) => category.id === query.category)?.name;

  return (
    <div className="space-y-8">
      <CatalogueFormSection title={editing ? 'Edit Product' : 'Add Product'} editingName={editing?.name}>
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
            All Products
          </h2>
          <nav aria-label="Product views" className="flex flex-wrap items-center gap-2">
            <Link href={LOW_STOCK_HREF} className="text-sm font-medium text-brand-800 underline underline-offset-2">
              Low stock
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
                  {option === 'grid' ? 'Grid' : 'Table'}
                </Link>
              ))}
            </span>
          </nav>
        </div>

        <CatalogueSearch
          label="Search products by name"
          placeholder="Search products..."
          {...searchBox}
          busy={navigating}
          shownCount={pagination.total}
        />
        <InventoryFilters query={query} categories={categories} onChange={go} />

        {queryError && (
          <p role="alert" className="text-red-700">
            {`${queryError}: showing all products.`}
          </p>
        )}
        <p role="status" className="text-sm text-gray-700">
          {navigating ? 'Loading products...' : list ? `${totalText}${categoryName ? ` in ${categoryName}` : ''}` : ''}
        </p>

        {list === null ? (
          <p role="alert" className="text-red-700">
            Failed to load products
          </p>
        ) : (
          <div aria-busy={navigating} className={navigating ? 'opacity-60 transition-opacity' : undefined}>
            {view === 'table' ? (
              <ProductTable
                products={products}
                query={query}
                caption={`Products, page ${pagination.page} of ${pageCountOf(pagination.total, pagination.limit)}`}
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
              <CatalogueGrid label="Products" emptyMessage="No products found" count={products.length}>
                {products.map((product) => (
                  <CatalogueCard
                    key={product.id}
                    name={product.name}
                    image={product.images[0]}
                    detail={
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span>
                          <span className="sr-only">Price: </span>
                          {formatRs(product.price)}
                        </span>
                        <StockBadge stock={product.stock} />
                        {product.status === 'draft' && <Badge tone="yellow">Draft</Badge>}
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
            label="Product pages"
            page={pagination.page}
            pageCount={pageCountOf(pagination.total, pagination.limit)}
            totalText={totalText}
            hrefOf={(page) => adminProductsHref({ ...query, page }, view)}
          />
        )}
      </section>

      <DeleteDialog flow={deletion} title="Delete this product?" confirmLabel="Delete product">
        <p>
          <strong className="font-semibold text-gray-900">{deletion.target?.name}</strong> leaves the shop with its
          images, reviews and cart lines. It cannot be undone.
        </p>
        <p>Orders that contain it keep their own copy of the item.</p>
      </DeleteDialog>
    </div>
  );
}
