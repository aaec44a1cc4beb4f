/** The translator of the `product` namespace, for the two keys the stock line uses. */
export type StockTranslator = (key: 'inStock' | 'outOfStock', values?: Record<string, string | number>) => string;

/**
 * The product page's stock line. The count and the unit are kept apart by '×', since a unit often starts with a
 * number of its own: 7 packs of 400 g read 'In stock: 7 × 400 g', never '7 400 g'.
 */
export function stockText(t: StockTranslator, stock: number, unit: string): string {
  return stock > 0 ? t('inStock', { stock, unit }) : t('outOfStock');
}
