import { addToCart } from '@/lib/cart/add-to-cart';
import { toCartItemJson } from '@/lib/cart/cart-json';
import { addToCartSchema } from '@/lib/cart/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** 201 for a new line, 200 when the product's line grew. */
export const POST = withApi(
  async ({ request, session }) => {
    const { productId, quantity } = await parseJson(request, addToCartSchema);
    const { item, created } = await addToCart(session.user.id, productId, quantity);
    return ok('Item added to cart', toCartItemJson(item), { status: created ? 201 : 200 });
  },
  { access: 'user' },
);
