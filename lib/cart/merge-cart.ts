import 'server-only';
import { PUBLISHED } from '@/lib/catalog/products';
import { prisma } from '@/lib/db/client';
import { MAX_CART_QUANTITY } from './limits';
import type { GuestCartItem } from './guest-cart';

/** A guest line that could not go into the account's cart: no such product on sale, or none left. */
export type SkippedGuestLine = { productId: string; reason: 'not_found' | 'out_of_stock' };
/** A guest line now in the account's cart: `quantity` is the line's, `requested` what the guest had. */
export type MergedGuestLine = { productId: string; requested: number; quantity: number };
export type CartMerge = { merged: MergedGuestLine[]; skipped: SkippedGuestLine[] };

/**
 * Puts a guest's cart into the account's at login. Each product's line ends holding the larger of what it held and
 * what the guest had, the guest's share capped by the cart's limits (99, the stock): merging the same cart twice
 * (a retried request, two tabs logging in) changes nothing more, and nothing already in the account's cart is
 * lowered. Unknown, draft and out-of-stock products are skipped and reported. One transaction that first locks the
 * account's row, so two merges for one account take turns; new lines keep the guest's order (created_at).
 */
export async function mergeGuestCart(userId: string, items: GuestCartItem[]): Promise<CartMerge> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
    const products = await tx.product.findMany({
      where: { id: { in: items.map((item) => item.productId) }, ...PUBLISHED },
      select: { id: true, stock: true },
    });
    const stockOf = new Map(products.map((product) => [product.id, product.stock]));
    const merge: CartMerge = { merged: [], skipped: [] };
    const onSale = items.filter(({ productId }) => {
      const stock = stockOf.get(productId);
      if (stock === undefined || stock < 1) merge.skipped.push({ productId, reason: stock === undefined ? 'not_found' : 'out_of_stock' });
      return stock !== undefined && stock >= 1;
    });
    const now = Date.now();
    // Empty lines where the account has none (as addToCart makes them), then each line raised in one statement.
    await tx.cartItem.createMany({
      data: onSale.map(({ productId }, index) => ({ userId, productId, quantity: 0, createdAt: new Date(now + index) })),
      skipDuplicates: true,
    });
    for (const { productId, quantity: requested } of onSale) {
      // The stock is read in the statement itself: an order may have taken some since the read above.
      const [line] = await tx.$queryRaw<{ quantity: number }[]>`
        UPDATE cart_items AS line
        SET quantity = GREATEST(line.quantity, LEAST(${requested}::int, ${MAX_CART_QUANTITY}::int, product.stock)), updated_at = now()
        FROM products AS product
        WHERE line.user_id = ${userId} AND line.product_id = ${productId} AND product.id = line.product_id
        RETURNING line.quantity`;
      if (line && line.quantity > 0) merge.merged.push({ productId, requested, quantity: line.quantity });
      else merge.skipped.push({ productId, reason: 'out_of_stock' });
    }
    // A line made empty above whose product sold out meanwhile.
    await tx.cartItem.deleteMany({ where: { userId, quantity: { lt: 1 } } });
    return merge;
  });
}
