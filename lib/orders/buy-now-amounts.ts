'use server';

import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { isCleanText } from '@/lib/http/clean-text';
import { buyNowLine, orderAmounts } from './pricing';
import { buyNowItemSchema } from './schemas';
import type { OrderAmounts } from './types';

/**
 * Buy Now's summary, priced on the server as the order will be: the product at its current price, the quantity
 * chosen and the buy-now delivery fee. A server action: the dialog asks again whenever its quantity changes, so the
 * browser never adds amounts itself. Anyone may call it with anything, so what an order would refuse (no such
 * product, a draft, a quantity outside 1..99, unclean text, not an object at all) is null, never a thrown error: the order itself
 * says why when it is placed. No sign-in is asked: it tells no more than the public product page (the price) and
 * the shop's published delivery fee, from one indexed read.
 */
export async function buyNowAmounts(item: unknown): Promise<OrderAmounts | null> {
  const parsed = buyNowItemSchema.safeParse(item);
  // The API refuses NUL and lone surrogates for every body (lib/http/clean-text.ts); an action's input needs the same.
  if (!parsed.success || !isCleanText(parsed.data.productId)) return null;
  try {
    return orderAmounts([await buyNowLine(prisma, parsed.data)], 'buy_now');
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}
