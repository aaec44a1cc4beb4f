import 'server-only';
import type { Db } from '@/lib/db/client';
import { noLongerSoldMessage } from '@/lib/cart/limits';
import { LOW_STOCK_THRESHOLD } from '@/lib/catalog/admin-product-query';
import type { ProductChange } from '@/lib/catalog/revalidate';
import { AppError } from '@/lib/errors';
import type { NotificationInput } from '@/lib/notifications/notify';


/**
 * `items` in product id order. Every transaction that changes several products' stock (placing, cancelling or
 * restoring an order) takes their row locks in this one order, so two of them can never deadlock.
 */
export function inLockOrder<T>(items: T[], productIdOf: (item: T) => string | null): T[] {
  return [...items].sort((a, b) => {
    const [left, right] = [productIdOf(a) ?? '', productIdOf(b) ?? ''];
    return left < right ? -1 : left > right ? 1 : 0;
  });
}

type MovedStock = { stock: number; categoryId: string; subcategoryId: string | null };

/** What the storefront's cache must learn of a move: a list shows stock only as sold out or not. */
function stockChange(id: string, moved: MovedStock, before: number): ProductChange {
  return { id, categoryId: moved.categoryId, subcategoryId: moved.subcategoryId, listed: (before === 0) !== (moved.stock === 0) };
}

/**
 * Takes `quantity` from a product's stock in one conditional UPDATE, so concurrent orders can never take more
 * than there is: the row lock makes the second order wait and then see the lowered stock. A draft is not sold.
 * Returns what is left, and the change for the storefront's cache.
 */
export async function reserveStock(
  db: Db,
  product: { id: string; name: string },
  quantity: number,
): Promise<{ remaining: number; change: ProductChange }> {
  const [reserved] = await db.$queryRaw<MovedStock[]>`
    UPDATE products SET stock = stock - ${quantity}, updated_at = now()
    WHERE id = ${product.id} AND stock >= ${quantity} AND status = 'PUBLISHED'
    RETURNING stock, category_id AS "categoryId", subcategory_id AS "subcategoryId"`;
  if (reserved) return { remaining: reserved.stock, change: stockChange(product.id, reserved, reserved.stock + quantity) };
  const current = await db.product.findUnique({ where: { id: product.id }, select: { stock: true, status: true } });
  // A product deleted or turned back into a draft since it was put in the cart.
  if (!current || current.status === 'DRAFT') throw new AppError('conflict', noLongerSoldMessage(product.name));
  throw new AppError(
    'conflict',
    current.stock === 0 ? `${product.name} is out of stock` : `Only ${current.stock} of ${product.name} left in stock`,
  );
}

/** The admins' notice when a reservation took a product's stock down to LOW_STOCK_THRESHOLD or below. */
export function lowStockNotice(product: { id: string; name: string }, quantity: number, remaining: number): NotificationInput | null {
  if (remaining > LOW_STOCK_THRESHOLD || remaining + quantity <= LOW_STOCK_THRESHOLD) return null;
  return {
    audience: 'ADMIN',
    type: 'stock',
    message: remaining === 0 ? `Out of stock: ${product.name}` : `Low stock: ${product.name} has ${remaining} left`,
    meta: { product: product.name, productId: product.id, stock: remaining },
  };
}

/** Gives back what an order reserved (a cancelled order); products deleted since are skipped. */
export async function returnStock(db: Db, items: { productId: string | null; quantity: number }[]): Promise<ProductChange[]> {
  const changes: ProductChange[] = [];
  for (const item of inLockOrder(items, (item) => item.productId)) {
    if (!item.productId) continue;
    const [returned] = await db.$queryRaw<MovedStock[]>`
      UPDATE products SET stock = stock + ${item.quantity}, updated_at = now() WHERE id = ${item.productId}
      RETURNING stock, category_id AS "categoryId", subcategory_id AS "subcategoryId"`;
    if (returned) changes.push(stockChange(item.productId, returned, returned.stock - item.quantity));
  }
  return changes;
}
