'use server';

import 'server-only';
import { cartLineOf, cartLineProductSelect } from '@/lib/cart/cart-lines';
import { guestCartItemsSchema } from '@/lib/cart/schemas';
import type { CartLine } from '@/lib/cart/types';
import { PUBLISHED } from '@/lib/catalog/products';
import { prisma } from '@/lib/db/client';
import { isLocale } from '@/lib/i18n/locales';
import { orderAmounts } from './pricing';
import type { OrderAmounts } from './types';

/** A guest's cart as the cart page shows it: the lines still on sale, and the amounts a cart checkout would charge. */
export type GuestCartPrices = { lines: CartLine[]; amounts: OrderAmounts };

/**
 * Prices a guest's browser cart (lib/cart/guest-cart.ts) on the server, as checkout will once they log in: the cart
 * page asks again after every change, so the browser never adds amounts itself. A server action beside
 * buyNowAmounts, and like it read-only and open to anyone: it tells no more than the public product pages. A line
 * is its product's id; products no longer on sale are left out. Input an order would refuse is null.
 */
export async function guestCartAmounts(items: unknown, locale: unknown): Promise<GuestCartPrices | null> {
  const parsed = guestCartItemsSchema.safeParse(items);
  if (!parsed.success || !isLocale(locale)) return null;
  const products = await prisma.product.findMany({
    where: { id: { in: parsed.data.map((item) => item.productId) }, ...PUBLISHED },
    select: cartLineProductSelect,
  });
  const productOf = new Map(products.map((product) => [product.id, product]));
  const lines = parsed.data.flatMap(({ productId, quantity }) => {
    const product = productOf.get(productId);
    return product ? [cartLineOf(product.id, product, quantity, locale)] : [];
  });
  return { lines, amounts: orderAmounts(lines, 'cart') };
}
