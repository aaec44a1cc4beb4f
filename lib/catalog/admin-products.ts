import 'server-only';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import {
  type AdminProductQuery,
  type AdminProductSort,
  type BulkDiscountInput,
  LOW_STOCK_THRESHOLD,
  type StockFilter,
} from './admin-product-query';
import { placementSelect, productFromRow, productSelect } from './catalog-rows';
import { nameContaining } from './like';
import { notInOrders } from './products';
import { revalidateProducts } from './revalidate';
import { deleteImages } from '@/lib/storage/images';
import type { Product } from './types';

/**
 * The admin's inventory (Manage Products): every product, drafts too, a page at a time with the number of all
 * matches (the screen shows "Page X of Y"), and the bulk actions on the products ticked in it. Each sort has its
 * (column, id) index; the id breaks ties so pages never overlap.
 */

export type AdminProductList = { products: Product[]; pagination: Required<Pagination> };

const STOCK_WHERE: Record<StockFilter, Prisma.IntFilter> = {
  out_of_stock: { lte: 0 },
  low_stock: { gte: 1, lte: LOW_STOCK_THRESHOLD },
  in_stock: { gt: 0 },
};

const SORT_COLUMN: Record<AdminProductSort, keyof Prisma.ProductOrderByWithRelationInput> = {
  created: 'createdAt',
  name: 'name',
  price: 'price',
  discount: 'discount',
  stock: 'stock',
  rating: 'ratingAverage',
};

function whereOf({ search, category, stock, status }: AdminProductQuery): Prisma.ProductWhereInput {
  const where: Prisma.ProductWhereInput = {};
  if (search) where.name = nameContaining(search);
  if (category) where.categoryId = category;
  if (stock) where.stock = STOCK_WHERE[stock];
  if (status) where.status = status === 'draft' ? 'DRAFT' : 'PUBLISHED';
  return where;
}

/** One page of the products matching the query, with the number of all matches. */
export async function listAdminProducts(query: AdminProductQuery): Promise<AdminProductList> {
  const where = whereOf(query);
  const [rows, total] = await Promise.all([
    prisma.product.findMany({
      where,
      select: productSelect,
      orderBy: [{ [SORT_COLUMN[query.sort]]: query.order }, { id: query.order }],
      ...pageWindow(query),
    }),
    prisma.product.count({ where }),
  ]);
  const { items, pagination } = pageOf(rows, query, total);
  return { products: items.map(productFromRow), pagination: { ...pagination, total } };
}

/** Every id must name a product, or nothing changes: the admin's list is out of date. */
function assertAllFound(ids: string[], found: number): void {
  const missing = ids.length - found;
  if (missing > 0) {
    throw new AppError(
      'not_found',
      `${missing} of the ${ids.length} chosen products ${missing === 1 ? 'no longer exists' : 'no longer exist'}: reload the list. Nothing was changed.`,
    );
  }
}

/**
 * Deletes the chosen products in one transaction (all or none), as the single delete does: orders keep their item
 * snapshots, cart lines and reviews go with them; their images are removed afterwards unless an order shows them.
 */
export async function bulkDeleteProducts(ids: string[]): Promise<number> {
  const products = await prisma.$transaction(async (tx) => {
    const found = await tx.product.findMany({ where: { id: { in: ids } }, select: { id: true, images: true, ...placementSelect } });
    assertAllFound(ids, found.length);
    await tx.product.deleteMany({ where: { id: { in: ids } } });
    return found;
  });
  revalidateProducts(products.map(({ id, categoryId, subcategoryId }) => ({ id, categoryId, subcategoryId, listed: true })));
  await deleteImages(await notInOrders(products.flatMap((product) => product.images)));
  return ids.length;
}

/** Sets one discount on the chosen products in one statement (all or none). */
export async function bulkSetDiscount({ ids, discount }: BulkDiscountInput): Promise<number> {
  const products = await prisma.$transaction(async (tx) => {
    const { count } = await tx.product.updateMany({ where: { id: { in: ids } }, data: { discount } });
    assertAllFound(ids, count);
    return tx.product.findMany({ where: { id: { in: ids } }, select: { id: true, ...placementSelect } });
  });
  revalidateProducts(products.map((placed) => ({ ...placed, listed: true })));
  return ids.length;
}
