import 'server-only';
import type { Db } from '@/lib/db/client';
import { moneyFromDecimal } from '@/lib/money';
import type { CartLine } from './types';

/** The shopper's cart lines at current prices, oldest first: the cart and checkout show them, orders price them. */
export async function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  const items = await db.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      quantity: true,
      product: { select: { id: true, name: true, images: true, price: true, stock: true } },
    },
  });
  return items.map(({ id, quantity, product }) => ({
    id,
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    price: moneyFromDecimal(product.price),
    stock: product.stock,
    quantity,
  }));
}
