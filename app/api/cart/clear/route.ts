import { clearCart } from '@/lib/cart/cart-items';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi(
  async ({ session }) => {
    await clearCart(session.user.id);
    return ok('Cart cleared');
  },
  { access: 'user' },
);
