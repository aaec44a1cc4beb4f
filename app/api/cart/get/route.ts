import { toCartItemJson } from '@/lib/cart/cart-json';
import { listCart } from '@/lib/cart/cart-items';
import { ok, withApi } from '@/lib/http';

/** The message 'cart item is empty' tells the screens the cart is empty (the shop's documented API). */
export const GET = withApi(
  async ({ session }) => {
    const items = await listCart(session.user.id);
    return ok(items.length === 0 ? 'cart item is empty' : 'Cart items', items.map(toCartItemJson));
  },
  { access: 'user' },
);
