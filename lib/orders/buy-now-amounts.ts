'use server';

import 'server-only';
import { prisma } from '@/lib/db/client';
import { buyNowLine, orderAmounts } from './pricing';
import { buyNowItemSchema } from './schemas';
import type { OrderAmounts } from './types';

/**
 * Buy Now's summary, priced on the server as the order will be: the product at its current price, the quantity
 * chosen and the buy-now delivery fee. A server action: the dialog asks again whenever its quantity changes, so the
 * browser never adds amounts itself. Refuses what an order would refuse (an unknown product, a bad quantity).
 */
export async function buyNowAmounts(item: { productId: string; quantity: number }): Promise<OrderAmounts> {
  return orderAmounts([await buyNowLine(prisma, buyNowItemSchema.parse(item))], 'buy_now');
}
