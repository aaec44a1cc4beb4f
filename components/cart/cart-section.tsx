import { listCart } from '@/lib/cart/cart-items';
import { DELIVERY_FEE_CENTS } from '@/lib/orders/delivery-fees';
import { CartLoadError } from './cart-load-error';
import { cartTotals, toCartLineView } from './cart-lines';
import { CartView } from './cart-view';

/**
 * The signed-in shopper's cart, read on the server (never over /api): /cart and the dashboard's Cart show it.
 * The amounts are computed here, in whole cents, with the cart checkout's delivery fee (Rs 10).
 */
export async function CartSection({ userId }: { userId: string }) {
  let lines;
  try {
    lines = (await listCart(userId)).map(toCartLineView);
  } catch (error) {
    console.error('[cart] reading the cart failed:', error);
    return <CartLoadError />;
  }
  return <CartView lines={lines} totals={cartTotals(lines, DELIVERY_FEE_CENTS.cart)} />;
}
