import { removeCartItem } from '@/lib/cart/cart-items';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi<{ id: string }>(
  async ({ params, session }) => {
    await removeCartItem(session.user.id, params.id);
    return ok('Item removed from cart');
  },
  { access: 'user' },
);
