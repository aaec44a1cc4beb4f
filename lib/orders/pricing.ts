import 'server-only';
import type { CartLine } from '@/lib/cart/types';
import { PRODUCT_NOT_FOUND, PUBLISHED } from '@/lib/catalog/products';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { moneyFromDecimal, percentOf, subtract, add, sum, times } from '@/lib/money';
import { DELIVERY_FEES } from './delivery-fees';
import type { OrderAmounts, OrderMode } from './types';

/**
 * How an order is priced, shared by order creation, the coupon preview (`POST /api/coupon/apply`) and the cart and
 * checkout pages, so the amount a shopper is shown is the amount the order charges.
 */

/** The one product of a buy now, as an order line at its current price. */
export async function buyNowLine(db: Db, item: { productId: string; quantity: number }): Promise<CartLine> {
  const product = await db.product.findUnique({
    where: { id: item.productId, ...PUBLISHED },
    select: { id: true, name: true, images: true, price: true, stock: true },
  });
  if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  return {
    id: product.id,
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    price: moneyFromDecimal(product.price),
    stock: product.stock,
    quantity: item.quantity,
  };
}

/** The lines at their prices, the coupon's percent off the subtotal, the delivery fee of the mode. */
export function orderAmounts(lines: Pick<CartLine, 'price' | 'quantity'>[], mode: OrderMode, discountPercent = 0): OrderAmounts {
  const subtotal = sum(lines.map((line) => times(line.price, line.quantity)));
  const discount = percentOf(subtotal, discountPercent);
  const deliveryFee = DELIVERY_FEES[mode];
  return { subtotal, discount, deliveryFee, total: add(subtract(subtotal, discount), deliveryFee) };
}
