import { parseStoredList } from '@/lib/stored-list';
import { lineLimit, MAX_CART_QUANTITY } from './limits';

/**
 * A guest's cart, kept in this browser's localStorage until login merges it into the account's cart
 * (POST /api/cart/merge). It holds only product ids and quantities: the server prices it (price-guest-cart.ts).
 * The stored text may be corrupt, of an older version or written by something else: each line is checked and a bad
 * one left out. Checked by hand rather than with zod, as the recently viewed list is (docs/decisions.md, Screens):
 * the product page's Add to Cart and every page's header read it, and zod would join their first-load JavaScript.
 */

export type GuestCartItem = { productId: string; quantity: number };

export const GUEST_CART_KEY = 'lanka-shop:guest-cart';
/** The most lines a guest's cart keeps; the merge takes no more. */
export const MAX_GUEST_CART_LINES = 50;
/** A product id as the catalogue makes them (and nothing that could leave /product/ in a link). */
export const GUEST_PRODUCT_ID = /^[\w-]{1,64}$/;

function storedLine(entry: unknown): GuestCartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { productId, quantity } = entry as Record<string, unknown>;
  if (typeof productId !== 'string' || !GUEST_PRODUCT_ID.test(productId)) return null;
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_CART_QUANTITY) return null;
  return { productId, quantity: quantity as number };
}

/** The cart stored as `text`: its valid lines in the order they were added, each product once. */
export function parseGuestCart(text: string | null): GuestCartItem[] {
  return parseStoredList(text, storedLine, (line) => line.productId, MAX_GUEST_CART_LINES);
}

/** Adding to a guest's cart: the new lines, or how many more the line may still take (0: none) when it cannot. */
export type GuestAddResult = { added: true; items: GuestCartItem[] } | { added: false; room: number };

/**
 * `quantity` more of a product, on its line or a new one at the end, within the account cart's own limits: 99 and
 * the stock (lineLimit), and MAX_GUEST_CART_LINES lines. What does not fit is refused whole, as the cart API does.
 */
export function addToGuestCart(items: GuestCartItem[], productId: string, quantity: number, stock: number): GuestAddResult {
  const inCart = items.find((line) => line.productId === productId)?.quantity ?? 0;
  const room = Math.max(0, lineLimit(stock) - inCart);
  if (quantity > room || (inCart === 0 && items.length >= MAX_GUEST_CART_LINES)) return { added: false, room };
  return {
    added: true,
    items: inCart === 0 ? [...items, { productId, quantity }] : setGuestCartQuantity(items, productId, inCart + quantity),
  };
}

export function setGuestCartQuantity(items: GuestCartItem[], productId: string, quantity: number): GuestCartItem[] {
  return items.map((line) => (line.productId === productId ? { productId, quantity } : line));
}

export function removeFromGuestCart(items: GuestCartItem[], productId: string): GuestCartItem[] {
  return items.filter((line) => line.productId !== productId);
}

// Another tab's change arrives as a 'storage' event; this tab's own as this one.
const CHANGED_HERE = 'lanka-shop:guest-cart-changed';

/** The stored text (null when none, or when this browser keeps no storage): compare it, parse it with parseGuestCart. */
export function storedGuestCart(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
}

export function readGuestCart(): GuestCartItem[] {
  return parseGuestCart(storedGuestCart());
}

/** Stores the cart (an empty one is removed) and tells this tab's readers. */
export function writeGuestCart(items: GuestCartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(GUEST_CART_KEY);
    else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or switched off: the cart stays as it was, and its readers show that.
  }
  window.dispatchEvent(new Event(CHANGED_HERE));
}

/** Calls `onChange` whenever the guest's cart changes, in this tab or another; returns the unsubscribe. */
export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_HERE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_HERE, onChange);
  };
}
