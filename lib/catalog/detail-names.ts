/**
 * The names of a product's details (more_Details) that the shop translates: the ones its catalogue uses, with their
 * Sinhala and Tamil words under `product.detailNames` in messages/*.json. Any other name is shown as the admin wrote
 * it. Pure: the pages and the browser may import it.
 */
export const KNOWN_DETAIL_NAMES = [
  'Brand',
  'Weight',
  'Origin',
  'Material',
  'Volume',
  'Size',
  'Sizes',
  'Warranty',
  'Capacity',
  'Pages',
  'Battery',
  'Publisher',
  'Power',
  'Memory',
  'Language',
  'Age',
  'Length',
  'Grade',
  'Colour',
] as const;
export type KnownDetailName = (typeof KNOWN_DETAIL_NAMES)[number];

const KNOWN = new Map<string, KnownDetailName>(KNOWN_DETAIL_NAMES.map((name) => [name.toLowerCase(), name]));

/** The known name a detail's name is (any letter case, spaces around it ignored), or null. */
export function knownDetailName(name: string): KnownDetailName | null {
  return KNOWN.get(name.trim().toLowerCase()) ?? null;
}
