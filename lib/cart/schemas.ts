import { z } from 'zod';
import { wholeNumberInput } from '@/lib/http/numbers';

/** Cart input rules (quantity 1..99), shared by the route handlers and the cart screens. */

export const MAX_CART_QUANTITY = 99;
export const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 99';
export const CHOOSE_PRODUCT = 'Choose a product to add';

/** A whole number 1..99; digits sent as text ('2', as a form field would) count too, nothing else does. */
const quantity = z.preprocess(
  wholeNumberInput,
  z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_CART_QUANTITY, QUANTITY_MESSAGE),
);

export const addToCartSchema = z.object({
  productId: z.string({ error: CHOOSE_PRODUCT }).trim().min(1, CHOOSE_PRODUCT).max(64, 'Product not found'),
  quantity: quantity.optional().transform((value) => value ?? 1),
});
export type AddToCartInput = z.output<typeof addToCartSchema>;

export const updateCartItemSchema = z.object({ quantity });
