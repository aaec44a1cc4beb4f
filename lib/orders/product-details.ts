import type { OrderItemJson } from './order-json';

/**
 * The items of an order from its `product_details` (JSON text of the items as bought, SPEC.md). Used by the
 * order screens, which must not fail on one odd entry: anything that is not an item with a name is skipped,
 * a missing quantity counts as 1 and a missing price as 0, a blank image as none.
 */
export function parseProductDetails(text: string | null | undefined): OrderItemJson[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown): OrderItemJson[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    if (typeof item.name !== 'string' || item.name.trim() === '') return [];
    const quantity = Number(item.quantity);
    const price = Number(item.price);
    return [
      {
        productId: typeof item.productId === 'string' ? item.productId : null,
        name: item.name,
        image: typeof item.image === 'string' && item.image.trim() !== '' ? item.image : null,
        quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
        price: Number.isFinite(price) && price >= 0 ? price : 0,
      },
    ];
  });
}

/** How many pieces an order holds (the sum of its quantities). */
export function itemCount(items: Pick<OrderItemJson, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
