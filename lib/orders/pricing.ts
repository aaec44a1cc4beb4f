import type { Db } from '@/lib/db/client';
import { type CartLine, subtotalCents } from '@/lib/cart/cart-lines';
import { toCents } from '@/lib/catalog/money';
import { PRODUCT_NOT_FOUND, PUBLISHED } from '@/lib/catalog/products';
import { discountCents } from '@/lib/coupons/coupon-rules';
import { AppError } from '@/lib/errors';
import { DELIVERY_FEE_CENTS, type OrderMode } from './delivery-fees';

/**
 * How an order is priced, shared by order creation and the coupon preview (`POST /api/coupon/apply`), so the
 * amount a shopper is shown is the amount the order charges.
 */

/** The one product of a buy now, as an order line at its current price. */
export async function buyNowLine(db: Db, item: { productId: string; quantity: number }): Promise<CartLine> {
  const product = await db.product.findUnique({
    where: { id: item.productId, ...PUBLISHED },
    select: { id: true, name: true, images: true, price: true, stock: true },
  });
  if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  const { price, ...rest } = product;
  return { id: product.id, quantity: item.quantity, product: { ...rest, priceCents: toCents(price.toString()) } };
}

export type OrderAmounts = { subtotal: number; discount: number; fee: number; total: number };

/** In cents: the lines at their prices, the coupon's percent off the subtotal, the delivery fee of the mode. */
export function orderAmounts(lines: CartLine[], mode: OrderMode, discountPercent = 0): OrderAmounts {
  const subtotal = subtotalCents(lines);
  const discount = discountCents(subtotal, discountPercent);
  const fee = DELIVERY_FEE_CENTS[mode];
  return { subtotal, discount, fee, total: subtotal - discount + fee };
}
