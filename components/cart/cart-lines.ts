import { lineLimit } from '@/lib/cart/limits';
import type { CartLine } from '@/lib/cart/types';

/** The cart screens' rules for a line's quantity and stock. No server-only imports: the cart view uses them. */

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

/** Why a line cannot be ordered: its message in `cart.stock` ('Out of stock', 'Only {count} left in stock'). */
export type StockProblem = { key: 'outOfStock' | 'onlyLeft'; count: number };

/** Why a line cannot be ordered as it stands, or null: checkout would refuse it. */
export function stockProblem(line: Pick<CartLine, 'stock' | 'quantity'>): StockProblem | null {
  if (line.stock < 1) return { key: 'outOfStock', count: 0 };
  if (line.quantity > line.stock) return { key: 'onlyLeft', count: line.stock };
  return null;
}
