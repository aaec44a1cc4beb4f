import { getLocale } from 'next-intl/server';
import { cartLines } from '@/lib/cart/cart-lines';
import { prisma } from '@/lib/db/client';
import { orderAmounts } from '@/lib/orders/pricing';
import { CartLoadError } from './cart-load-error';
import { AccountCartView } from './account-cart-view';

/**
 * The signed-in shopper's cart, read on the server (never over /api): /cart and the dashboard's Cart show it. The
 * amounts are priced here as a cart checkout would charge them (lib/orders/pricing.ts), with its delivery fee.
 */
export async function CartSection({ userId }: { userId: string }) {
  let lines;
  try {
    lines = await cartLines(prisma, userId, await getLocale());
  } catch (error) {
    console.error('[cart] reading the cart failed:', error);
    return <CartLoadError />;
  }
  return <AccountCartView lines={lines} amounts={orderAmounts(lines, 'cart')} />;
}
