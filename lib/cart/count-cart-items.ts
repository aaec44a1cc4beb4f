import 'server-only';
import { prisma } from '@/lib/db/client';

/** The header badge: how many lines the shopper's cart has (0 when the count cannot be read). */
export async function countCartItems(userId: string): Promise<number> {
  try {
    return await prisma.cartItem.count({ where: { userId } });
  } catch (error) {
    console.error('[cart] counting cart items failed:', error);
    return 0;
  }
}
