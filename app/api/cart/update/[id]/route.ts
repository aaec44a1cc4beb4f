import { toCartItemJson } from '@/lib/cart/cart-json';
import { updateCartItem } from '@/lib/cart/cart-items';
import { updateCartItemSchema } from '@/lib/cart/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

export const PUT = withApi<{ id: string }>(
  async ({ request, params, session }) => {
    const { quantity } = await parseJson(request, updateCartItemSchema);
    return ok('Cart updated', toCartItemJson(await updateCartItem(session.user.id, params.id, quantity)));
  },
  { access: 'user' },
);
