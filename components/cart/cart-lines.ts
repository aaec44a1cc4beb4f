import type { CartItemJson } from '@/lib/cart/cart-json';
import { lineLimit } from '@/lib/cart/limits';
import { fromCents, toCents } from '@/lib/catalog/money';

/**
 * A cart line as the cart screens show it: only what the screen needs from the product, so the page sends the
 * browser a small payload. No server-only imports: the cart view (a client component) uses these too.
 */
export type CartLineView = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  /** Unit price in rupees, as the catalogue shows it. */
  price: number;
  stock: number;
  quantity: number;
};

export function toCartLineView(item: CartItemJson): CartLineView {
  const product = item.productId;
  return {
    id: item._id,
    productId: product._id,
    name: product.name,
    image: product.image[0] ?? null,
    price: product.price,
    stock: product.stock,
    quantity: item.quantity,
  };
}

/** The cart's amounts in rupees: subtotal, the cart delivery fee and their total, each computed in whole cents. */
export type CartTotals = { subtotal: number; deliveryFee: number; total: number };

/** What the lines cost, in whole cents. */
export function linesSubtotalCents(lines: Pick<CartLineView, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

export function cartTotals(lines: Pick<CartLineView, 'price' | 'quantity'>[], deliveryFeeCents: number): CartTotals {
  const subtotalCents = linesSubtotalCents(lines);
  return {
    subtotal: fromCents(subtotalCents),
    deliveryFee: fromCents(deliveryFeeCents),
    total: fromCents(subtotalCents + deliveryFeeCents),
  };
}

/** The most a line may hold (99, never more than the stock), but at least 1: a line never goes below 1. */
export function maxLineQuantity(stock: number): number {
  return Math.max(1, lineLimit(stock));
}

/**
 * The quantity one press of minus (-1) or plus (+1) asks for, or null when the button does nothing: never below 1,
 * never above 99 or the stock. A line holding more than is now in stock steps down straight to the stock.
 */
export function steppedQuantity(current: number, step: 1 | -1, stock: number): number | null {
  const max = maxLineQuantity(stock);
  const next = step < 0 ? Math.min(current - 1, max) : current + 1;
  if (next < 1 || next > max || next === current) return null;
  return next;
}

/** Why a line cannot be ordered as it stands, or null: checkout would refuse it. */
export function stockProblem(line: Pick<CartLineView, 'stock' | 'quantity'>): string | null {
  if (line.stock < 1) return 'Out of stock';
  if (line.quantity > line.stock) return `Only ${line.stock} left in stock`;
  return null;
}
