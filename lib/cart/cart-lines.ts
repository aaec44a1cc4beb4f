import type { Db } from '@/lib/db/client';
import { toCents } from '@/lib/catalog/money';

/** The shopper's cart lines at current prices, as checkout, coupons and orders price them. */


export type CartLine = {
  id: string;
  quantity: number;
  product: { id: string; name: string; images: string[]; priceCents: number; stock: number };
};

export async function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  const items = await db.cartItem.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      quantity: true,
      product: { select: { id: true, name: true, images: true, price: true, stock: true } },
    },
  });
  return items.map(({ product: { price, ...product }, ...item }) => ({
    ...item,
    product: { ...product, priceCents: toCents(price.toString()) },
  }));
}

export function subtotalCents(lines: { quantity: number; product: { priceCents: number } }[]): number {
  return lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
}
