import type { Metadata } from 'next';
import { ProductManager } from '@/components/admin/product-manager';
import { ADMIN_PRODUCTS_PER_PAGE } from '@/components/admin/product-list';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listCategories } from '@/lib/catalog/categories';
import { productFiltersSchema, searchProducts } from '@/lib/catalog/product-search';
import { listSubcategories } from '@/lib/catalog/subcategories';
import { firstFailure, loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Manage Products' };

export default async function AdminProductsPage() {
  await requireAdmin('/admin/products');
  const [page, categories, subcategories] = await Promise.all([
    // The first page of GET /api/products/getall: every product, newest first.
    loadOrNull(searchProducts(productFiltersSchema.parse({ limit: ADMIN_PRODUCTS_PER_PAGE })), 'Failed to load products'),
    loadOrNull(listCategories(), 'Failed to load categories'),
    loadOrNull(listSubcategories(), 'Failed to load subcategories'),
  ]);
  return (
    <>
      <SectionHeading title="Manage Products" description="Add products with their prices, stock, details and images." />
      {page === null || categories === null || subcategories === null ? (
        <p role="alert" className="text-red-700">
          {firstFailure([
            [page, 'Failed to load products'],
            [categories, 'Failed to load categories'],
            [subcategories, 'Failed to load subcategories'],
          ])}
        </p>
      ) : (
        <ProductManager products={page.products} hasMore={page.hasMore} categories={categories} subcategories={subcategories} />
      )}
    </>
  );
}
