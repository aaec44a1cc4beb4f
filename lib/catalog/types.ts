import type { Money } from '@/lib/money';
import type { ProductStatusName } from './schemas';
import type { NameTranslations, ProductTranslations } from './translations';

/**
 * The catalogue as the shop speaks of it, inside the application: lib/catalog returns these, pages and components
 * show them. The API's reply shapes are made from them at the edge (catalog-json.ts). Pure types: the browser may
 * import them.
 */

/**
 * A category or subcategory named where a product or subcategory belongs; read from the database it carries its name
 * in Sinhala and Tamil, shown through nameInLanguage (a reply already in the asked language has none).
 */
export type CatalogueRef = {
  id: string;
  name: string;
  translations?: NameTranslations;
  /** The English name where `name` is another language's: a category's address is made of it (categoryPath). */
  englishName?: string;
};

export type Category = CatalogueRef & { image: string | null };

export type Subcategory = CatalogueRef & { image: string | null; category: CatalogueRef };

/** A draft is seen by admins only; a published product is in the shop. */
export type ProductStatus = ProductStatusName;

export type Product = {
  id: string;
  name: string;
  images: string[];
  /** What the shopper pays; the discount only explains the struck-through original price. */
  price: Money;
  /** Whole percent, 0 without a discount. */
  discount: number;
  stock: number;
  unit: string;
  description: string;
  /** The admin's extra name/value pairs (Brand, Weight...). */
  details: Record<string, string>;
  /** The name and description in Sinhala and Tamil where written (lib/catalog/translations.ts). */
  translations: ProductTranslations;
  category: CatalogueRef;
  subcategory: CatalogueRef | null;
  rating: { average: number; count: number };
  status: ProductStatus;
  createdAt: Date;
  updatedAt: Date;
};
