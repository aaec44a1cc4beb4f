import 'server-only';
import { prisma } from '@/lib/db/client';

export type AccountOverview = { orders: number; cartItems: number; addresses: number };

/** The counts on the dashboard's first tab. */
export async function getAccountOverview(userId: string): Promise<AccountOverview> {
  const [orders, cartItems, addresses] = await Promise.all([
    prisma.order.count({ where: { userId } }),
    prisma.cartItem.count({ where: { userId } }),
    prisma.address.count({ where: { userId } }),
  ]);
  return { orders, cartItems, addresses };
}
