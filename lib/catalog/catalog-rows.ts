import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyFromDecimal } from '@/lib/money';
import { nameTranslationsOf, translationsOf } from './translations';
import type { Category, CatalogueRef, Product, Subcategory } from './types';

/** What lib/catalog selects from the database, and how a selected row becomes the catalogue's domain type. */

/** A category or subcategory as named where something belongs to it: its name in every language. */
const refSelect = { select: { id: true, name: true, translations: true } };

export const categorySelect = { id: true, name: true, image: true, translations: true } satisfies Prisma.CategorySelect;

export const subcategorySelect = {
  id: true,
  name: true,
  image: true,
  translations: true,
  category: refSelect,
} satisfies Prisma.SubcategorySelect;

export const productSelect = {
  id: true,
  name: true,
  images: true,
  price: true,
  discount: true,
  stock: true,
  unit: true,
  description: true,
  moreDetails: true,
  translations: true,
  ratingAverage: true,
  ratingCount: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  category: refSelect,
  subcategory: refSelect,
} satisfies Prisma.ProductSelect;

/** Where a product is listed (lib/catalog/cache-tags.ts). */
export const placementSelect = { categoryId: true, subcategoryId: true } satisfies Prisma.ProductSelect;

type SelectedCategory = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;
type SelectedSubcategory = Prisma.SubcategoryGetPayload<{ select: typeof subcategorySelect }>;
export type SelectedProduct = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

const refOf = ({ id, name, translations }: { id: string; name: string; translations: Prisma.JsonValue }): CatalogueRef => ({
  id,
  name,
  translations: nameTranslationsOf(translations),
});

export function categoryFromRow(row: SelectedCategory): Category {
  return { ...refOf(row), image: row.image };
}

export function subcategoryFromRow(row: SelectedSubcategory): Subcategory {
  return { ...refOf(row), image: row.image, category: refOf(row.category) };
}

/** Only string values: the details are free text the admin typed as name/value pairs. */
function detailsOf(value: Prisma.JsonValue): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, detail]) =>
      typeof detail === 'string' || typeof detail === 'number' ? [[key, String(detail)]] : [],
    ),
  );
}

export function productFromRow(row: SelectedProduct): Product {
  return {
    id: row.id,
    name: row.name,
    images: row.images,
    price: moneyFromDecimal(row.price),
    discount: row.discount,
    stock: row.stock,
    unit: row.unit,
    description: row.description,
    details: detailsOf(row.moreDetails),
    translations: translationsOf(row.translations),
    category: refOf(row.category),
    subcategory: row.subcategory ? refOf(row.subcategory) : null,
    rating: { average: row.ratingAverage.toNumber(), count: row.ratingCount },
    status: row.status === 'DRAFT' ? 'draft' : 'published',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
