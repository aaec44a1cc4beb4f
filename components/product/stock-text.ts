/**
 * The product page's stock line. The count and the unit are kept apart by '×', since a unit often starts with a
 * number of its own: 7 packs of 400 g read 'In stock: 7 × 400 g', never '7 400 g'.
 */
export function stockText(stock: number, unit: string): string {
  return stock > 0 ? `In stock: ${stock} × ${unit}` : 'Out of stock';
}
