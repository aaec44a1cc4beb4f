'use client';

import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import type { CategoryJson, ProductJson, SubcategoryJson } from '@/lib/catalog/catalog-json';
import { formatRs } from '@/lib/catalog/money';
import { apiFetch } from '@/lib/http/api-client';
import { CatalogueFormSection } from './catalogue-form-section';
import { CatalogueCard, CatalogueGrid } from './catalogue-grid';
import { CatalogueSearch } from './catalogue-search';
import { ProductForm } from './product-form';
import { hasMorePages, productPageUrl } from './product-list';
import { useCatalogueList } from './use-catalogue-list';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

type ProductManagerProps = {
  /** The first page of all products, newest first. */
  products: ProductJson[];
  hasMore: boolean;
  categories: CategoryJson[];
  subcategories: SubcategoryJson[];
};

/** Manage Products: keyword search, the create/edit form, and the grid with Edit, Delete and Load more. */
export function ProductManager({ products, hasMore, categories, subcategories }: ProductManagerProps) {
  const list = useCatalogueList<ProductJson>({
    server: { items: products, hasMore },
    fetchPage: (keyword, page) => apiFetch(productPageUrl(keyword, page)),
    readPage: (result) => ({ items: Array.isArray(result.data) ? (result.data as ProductJson[]) : [], hasMore: hasMorePages(result.body) }),
    texts: { searchFailed: 'Error searching products', loadFailed: 'Failed to load products' },
  });
  const [editing, setEditing] = useState<ProductJson | null>(null);
  // A new key remounts the form: empty for a new product, or filled with the product to edit.
  const [formKey, setFormKey] = useState(0);
  const [focusForm, setFocusForm] = useState(false);

  function openForm(product: ProductJson | null) {
    setEditing(product);
    setFormKey((key) => key + 1);
    setFocusForm(true);
  }

  const deletion = useConfirmedDelete<ProductJson>({
    request: (product) => apiFetch(`/api/products/delete/${encodeURIComponent(product._id)}`, { method: 'DELETE' }),
    texts: { success: 'Product deleted', failure: 'Error deleting product' },
    onGone: (product) => {
      if (editing?._id === product._id) openForm(null);
      list.gone(product._id);
    },
  });

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
            onSaved={(product, created) => {
              list.saved(product, created);
              openForm(null);
            }}
            onCancel={() => openForm(null)}
            onMissing={() => {
              openForm(null);
              list.refresh();
            }}
          />
        )}
      </CatalogueFormSection>

      <section aria-labelledby="product-list-heading" className="space-y-4">
        <h2 id="product-list-heading" className="text-lg font-semibold text-gray-900">
          All Products
        </h2>
        <CatalogueSearch
          label="Search products by keyword"
          placeholder="Search products..."
          query={list.query}
          onQueryChange={list.setQuery}
          onSearch={(term) => void list.search(term)}
          busy={list.searching}
          shownTerm={list.term}
          shownCount={list.items.length}
        />
        <CatalogueGrid label="Products" emptyMessage="No products found" count={list.items.length}>
          {list.items.map((product) => (
            <CatalogueCard
              key={product._id}
              name={product.name}
              image={product.image[0]}
              detail={
                <>
                  <span className="sr-only">Price: </span>
                  {formatRs(product.price)}
                </>
              }
              editing={editing?._id === product._id}
              busy={deletion.busy && deletion.target?._id === product._id}
              onEdit={() => openForm(product)}
              onDelete={() => deletion.ask(product)}
            />
          ))}
        </CatalogueGrid>
        {list.hasMore && (
          <div className="flex justify-center">
            <button type="button" onClick={() => void list.loadMore()} disabled={list.loadingMore} className={buttonClassName('secondary')}>
              {list.loadingMore && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </button>
          </div>
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
