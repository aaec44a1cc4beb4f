import type { Prisma } from '@/lib/generated/prisma/client';
import type { ProductStatusName } from './schemas';

/**
 * The catalogue as the API and the pages show it, in SPEC.md's shape (`_id`, `image`, `categoryId` as an
 * object with its name, `sub_categoryId`, `more_Details`, `averageRating`, `totalReviews`). Prices are numbers
 * of rupees with at most two decimals.
 */

export type CategoryRef = { _id: string; name: string };

export type CategoryJson = { _id: string; name: string; image: string | null };

export type SubcategoryJson = { _id: string; name: string; image: string | null; categoryId: CategoryRef };

export type ProductJson = {
  _id: string;
  name: string;
  image: string[];
  price: number;
  discount: number;
  stock: number;
  unit: string;
  description: string;
  more_Details: Record<string, string>;
  categoryId: CategoryRef;
  sub_categoryId: CategoryRef | null;
  averageRating: number;
  totalReviews: number;
  createdAt: string;
  updatedAt: string;
};

/** What the admin screens show: the product and whether it is a draft. */
export type AdminProductJson = ProductJson & { status: ProductStatusName };

export const categorySelect = { id: true, name: true, image: true } satisfies Prisma.CategorySelect;

export const subcategorySelect = {
  id: true,
  name: true,
  image: true,
  category: { select: { id: true, name: true } },
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
  ratingAverage: true,
  ratingCount: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true } },
  subcategory: { select: { id: true, name: true } },
} satisfies Prisma.ProductSelect;

type SelectedCategory = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;
type SelectedSubcategory = Prisma.SubcategoryGetPayload<{ select: typeof subcategorySelect }>;
export type SelectedProduct = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

const ref = (row: { id: string; name: string }): CategoryRef => ({ _id: row.id, name: row.name });

export function toCategoryJson(category: SelectedCategory): CategoryJson {
  return { _id: category.id, name: category.name, image: category.image };
}

export function toSubcategoryJson(subcategory: SelectedSubcategory): SubcategoryJson {
  return { _id: subcategory.id, name: subcategory.name, image: subcategory.image, categoryId: ref(subcategory.category) };
}

/** Only string values: more_Details is free text the admin typed as key/value pairs. */
function detailsOf(value: Prisma.JsonValue): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, detail]) =>
      typeof detail === 'string' || typeof detail === 'number' ? [[key, String(detail)]] : [],
    ),
  );
}

export function toProductJson(product: SelectedProduct): ProductJson {
  return {
    _id: product.id,
    name: product.name,
    image: product.images,
    price: product.price.toNumber(),
    discount: product.discount,
    stock: product.stock,
    unit: product.unit,
    description: product.description,
    more_Details: detailsOf(product.moreDetails),
    categoryId: ref(product.category),
    sub_categoryId: product.subcategory ? ref(product.subcategory) : null,
    averageRating: product.ratingAverage.toNumber(),
    totalReviews: product.ratingCount,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toAdminProductJson(product: SelectedProduct): AdminProductJson {
  return { ...toProductJson(product), status: product.status === 'DRAFT' ? 'draft' : 'published' };
}
