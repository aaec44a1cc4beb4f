import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductManager } from '@/components/admin/product-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { adminProductQuerySchema, DEFAULT_ADMIN_PRODUCT_QUERY, PRODUCT_VIEWS, type ProductView } from '@/lib/catalog/admin-product-query';
import { listAdminProducts } from '@/lib/catalog/admin-products';
import { listCategories } from '@/lib/catalog/categories';
import { listSubcategories } from '@/lib/catalog/subcategories';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { queryObject } from '@/lib/http/pagination';
import { firstFailure, loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.products');
  return { title: t('title') };
}

type AdminProductsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Manage Products: the form and the inventory, searched, filtered, sorted and paged as the address says (so a view,
 * such as Low stock, can be bookmarked), as a grid or a table (`?view=table`). A refused address is said above the
 * list, which then shows the first page of all products.
 */
export default async function AdminProductsPage({ searchParams }: AdminProductsPageProps) {
  await requireAdmin('/admin/products');
  const { view: requestedView, ...requested } = queryObject(await searchParams);
  const view: ProductView = PRODUCT_VIEWS.find((option) => option === requestedView) ?? 'grid';
  const parsed = adminProductQuerySchema.safeParse(requested);
  const query = parsed.success ? parsed.data : DEFAULT_ADMIN_PRODUCT_QUERY;
  const [list, categories, subcategories] = await Promise.all([
    loadOrNull(listAdminProducts(query), 'Failed to load products'),
    loadOrNull(listCategories(), 'Failed to load categories'),
    loadOrNull(listSubcategories(), 'Failed to load subcategories'),
  ]);
  const t = await getTranslations('admin.products');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {categories === null || subcategories === null ? (
        <p role="alert" className="text-red-700">
          {firstFailure([
            [categories, t('categoriesFailed')],
            [subcategories, t('subcategoriesFailed')],
          ])}
        </p>
      ) : (
        <ProductManager
          list={list}
          query={query}
          view={view}
          queryError={parsed.success ? null : firstIssueMessage(parsed.error)}
          categories={categories}
          subcategories={subcategories}
        />
      )}
    </>
  );
}
