import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { cartItemFromRow, cartItemSelect } from './cart-item-rows';
import type { CartItem } from './types';
import { CART_ITEM_NOT_FOUND, noLongerSoldMessage, stockLimitMessage } from './limits';

/**
 * The shopper's own cart lines. Every function takes the acting user's id and touches only their lines: another
 * shopper's line id is answered exactly like an unknown one ('Cart item not found').
 */

/** Oldest line first, each with its product as the catalogue shows it. */
export async function listCart(userId: string): Promise<CartItem[]> {
  const items = await prisma.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: cartItemSelect,
  });
  return items.map(cartItemFromRow);
}

/**
 * Sets a line's quantity (1..99, checked by the schema) in one conditional UPDATE against the product's current
 * stock, so it can never be set above what is in stock. A line whose product became a draft stays in the cart (the
 * shopper can remove it) but its quantity no longer changes: the product is not sold (409, as checkout says).
 */
export async function updateCartItem(userId: string, itemId: string, quantity: number): Promise<CartItem> {
  const updated = await prisma.$executeRaw`
    UPDATE cart_items AS line SET quantity = ${quantity}, updated_at = now()
    FROM products AS product
    WHERE line.id = ${itemId} AND line.user_id = ${userId} AND product.id = line.product_id AND product.stock >= ${quantity}
      AND product.status = 'PUBLISHED'`;
  if (updated !== 1) {
    const line = await prisma.cartItem.findFirst({
      where: { id: itemId, userId },
      select: { product: { select: { name: true, stock: true, status: true } } },
    });
    if (!line) throw new AppError('not_found', CART_ITEM_NOT_FOUND);
    if (line.product.status === 'DRAFT') throw new AppError('conflict', noLongerSoldMessage(line.product.name));
    throw new AppError('invalid', stockLimitMessage(line.product.stock));
  }
  const item = await prisma.cartItem.findFirst({ where: { id: itemId, userId }, select: cartItemSelect });
  // Removed in the moment between the two statements.
  if (!item) throw new AppError('not_found', CART_ITEM_NOT_FOUND);
  return cartItemFromRow(item);
}

export async function removeCartItem(userId: string, itemId: string): Promise<void> {
  const { count } = await prisma.cartItem.deleteMany({ where: { id: itemId, userId } });
  if (count === 0) throw new AppError('not_found', CART_ITEM_NOT_FOUND);
}

/** Empties the cart; an empty cart stays empty (no error). Returns how many lines were removed. */
export async function clearCart(userId: string): Promise<number> {
  const { count } = await prisma.cartItem.deleteMany({ where: { userId } });
  return count;
}
