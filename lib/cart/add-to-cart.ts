import 'server-only';
import { PRODUCT_NOT_FOUND, PUBLISHED } from '@/lib/catalog/products';
import { prisma, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { cartItemFromRow, cartItemSelect } from './cart-item-rows';
import type { CartItem } from './types';
import { addLimitMessage, MAX_CART_QUANTITY, OUT_OF_STOCK } from './limits';

export type AddedToCart = { item: CartItem; created: boolean };

/** Why nothing was added, read after the guarded UPDATE refused (the transaction is rolled back anyway). */
async function refusal(tx: Db, userId: string, productId: string, lineIsNew: boolean): Promise<AppError> {
  const product = await tx.product.findUnique({ where: { id: productId }, select: { stock: true } });
  if (!product) return new AppError('not_found', PRODUCT_NOT_FOUND);
  const line = lineIsNew
    ? null
    : await tx.cartItem.findUnique({ where: { userId_productId: { userId, productId } }, select: { quantity: true } });
  return new AppError('invalid', addLimitMessage(product.stock, line?.quantity ?? 0));
}

/**
 * Adds `quantity` of a product to the shopper's cart: a new line, or more on the line the product already has
 * (one line per product). Race-safe in one transaction: the line is created empty when missing (INSERT ... ON
 * CONFLICT DO NOTHING on the (user, product) key, so two parallel adds never make two lines: the second waits
 * for the first), then one conditional UPDATE adds the quantity only while the line stays within 99 and the
 * product's current stock. Parallel adds queue on the line's row lock and each sees the total before it; a
 * refused add rolls back, leaving no empty line.
 */
export async function addToCart(userId: string, productId: string, quantity: number): Promise<AddedToCart> {
  try {
    return await prisma.$transaction(async (tx) => {
      // A draft is not in the shop: it cannot be added.
      const product = await tx.product.findUnique({ where: { id: productId, ...PUBLISHED }, select: { stock: true } });
      if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
      if (product.stock < 1) throw new AppError('invalid', OUT_OF_STOCK);

      const { count: created } = await tx.cartItem.createMany({ data: [{ userId, productId, quantity: 0 }], skipDuplicates: true });
      const added = await tx.$executeRaw`
        UPDATE cart_items AS line SET quantity = line.quantity + ${quantity}, updated_at = now()
        FROM products AS product
        WHERE line.user_id = ${userId} AND line.product_id = ${productId} AND product.id = line.product_id
          AND line.quantity + ${quantity} <= LEAST(${MAX_CART_QUANTITY}, product.stock)`;
      if (added !== 1) throw await refusal(tx, userId, productId, created === 1);

      const item = await tx.cartItem.findUniqueOrThrow({ where: { userId_productId: { userId, productId } }, select: cartItemSelect });
      return { item: cartItemFromRow(item), created: created === 1 };
    });
  } catch (error) {
    // The product was deleted between the check and the insert: its foreign key refused the line.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
      throw new AppError('not_found', PRODUCT_NOT_FOUND);
    }
    throw error;
  }
}
