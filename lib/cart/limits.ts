/** Why a cart line cannot hold more, naming what is still available. No server-only imports, and no zod: the guest
 * cart of the product page and the header uses these limits too (lib/cart/guest-cart.ts). */

/** The most of one product a cart line may hold. */
export const MAX_CART_QUANTITY = 99;

export const OUT_OF_STOCK = 'This product is out of stock';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** The most one line may hold: 99, and never more than the stock. */
export function lineLimit(stock: number): number {
  return Math.max(0, Math.min(MAX_CART_QUANTITY, stock));
}

/**
 * Adding more than the line may hold: 'Only 3 left in stock' for a new line; with some already in the cart,
 * '...; you already have 2 in your cart, so you can add 1 more' (or 'no more').
 */
export function addLimitMessage(stock: number, inCart: number): string {
  if (stock < 1) return OUT_OF_STOCK;
  const limit =
    stock < MAX_CART_QUANTITY ? `Only ${stock} left in stock` : `You can have at most ${MAX_CART_QUANTITY} of a product in your cart`;
  if (inCart < 1) return limit;
  const room = Math.max(0, lineLimit(stock) - inCart);
  return `${limit}; you already have ${inCart} in your cart, so you can add ${room === 0 ? 'no more' : `${room} more`}`;
}

/** A product deleted or turned back into a draft since it was put in the cart (checkout and cart update). */
export function noLongerSoldMessage(name: string): string {
  return `${name} is no longer sold`;
}

/** Setting a line to more than the stock. */
export function stockLimitMessage(stock: number): string {
  return stock < 1 ? OUT_OF_STOCK : `Only ${stock} left in stock`;
}
