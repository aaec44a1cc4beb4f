import { z } from 'zod';
import { wholeNumberInput } from '@/lib/http/numbers';
import { GUEST_PRODUCT_ID, MAX_GUEST_CART_LINES } from './guest-cart';
import { MAX_CART_QUANTITY } from './limits';

/** Cart input rules (quantity 1..99), shared by the route handlers and the cart screens. */

export const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 99';
export const CHOOSE_PRODUCT = 'Choose a product to add';

/** A whole number 1..99; digits sent as text ('2', as a form field would) count too, nothing else does. */
const quantity = z.preprocess(
  wholeNumberInput,
  z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_CART_QUANTITY, QUANTITY_MESSAGE),
);

const productId = z.string({ error: CHOOSE_PRODUCT }).trim().min(1, CHOOSE_PRODUCT).max(64, 'Product not found');

export const addToCartSchema = z.object({
  productId,
  quantity: quantity.optional().transform((value) => value ?? 1),
});
export type AddToCartInput = z.output<typeof addToCartSchema>;

export const updateCartItemSchema = z.object({ quantity });

const CART_LIST = 'Send the cart as a list of products and quantities';

/**
 * A guest's cart (lib/cart/guest-cart.ts) as the merge at login and the guest's cart page send it: at most
 * MAX_GUEST_CART_LINES lines, each product once, each quantity 1..99. Ids the catalogue cannot have are refused here.
 */
export const guestCartItemsSchema = z
  .array(
    z.object({ productId: productId.regex(GUEST_PRODUCT_ID, 'Product not found'), quantity }, { error: CART_LIST }),
    { error: CART_LIST },
  )
  .max(MAX_GUEST_CART_LINES, 'A cart holds at most 50 products')
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'Each product may be sent only once');

export const mergeCartSchema = z.object({ items: guestCartItemsSchema });
