import { mergeGuestCart } from '@/lib/cart/merge-cart';
import { mergeCartSchema } from '@/lib/cart/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** A guest's cart into the signed-in shopper's, at login: what went in and what was skipped (and why). */
export const POST = withApi(
  async ({ request, session }) => {
    const { items } = await parseJson(request, mergeCartSchema);
    return ok('Cart merged', await mergeGuestCart(session.user.id, items));
  },
  { access: 'user' },
);
