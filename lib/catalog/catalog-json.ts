import { moneyFromRupees, toRupees } from '@/lib/money';
import type { ProductStatusName } from './schemas';
import type { NameTranslations, ProductTranslations } from './translations';
import type { CatalogueRef, Category, Product, Subcategory } from './types';

/**
 * The catalogue in the shop's documented reply shape (`_id`, `image`, `categoryId` as an object with its name,
 * `sub_categoryId`, `more_Details`, `averageRating`, `totalReviews`), made from the domain types by the route
 * handlers. Prices are numbers of rupees with at most two decimals.
 */

export type CategoryRef = { _id: string; name: string };

/** `translations`: the name in Sinhala and Tamil where written (the admin edits them; the shop shows them). */
export type CategoryJson = { _id: string; name: string; image: string | null; translations: NameTranslations };

export type SubcategoryJson = { _id: string; name: string; image: string | null; translations: NameTranslations; categoryId: CategoryRef };

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

/** What the admin screens show: the product, whether it is a draft, and its Sinhala and Tamil words. */
export type AdminProductJson = ProductJson & { status: ProductStatusName; translations: ProductTranslations };


const refJson = (ref: CatalogueRef): CategoryRef => ({ _id: ref.id, name: ref.name });

const refFromJson = (json: CategoryRef): CatalogueRef => ({ id: json._id, name: json.name });

export function toCategoryJson(category: Category): CategoryJson {
  return { _id: category.id, name: category.name, image: category.image, translations: category.translations ?? {} };
}

export function toSubcategoryJson(subcategory: Subcategory): SubcategoryJson {
  const { id, name, image, translations = {}, category } = subcategory;
  return { _id: id, name, image, translations, categoryId: refJson(category) };
}

export function toProductJson(product: Product): ProductJson {
  const { id, name, images, price, discount, stock, unit, description, details, category, subcategory, rating, createdAt, updatedAt } =
    product;
  return {
    _id: id,
    name,
    image: images,
    price: toRupees(price),
    discount,
    stock,
    unit,
    description,
    more_Details: details,
    categoryId: refJson(category),
    sub_categoryId: subcategory ? refJson(subcategory) : null,
    averageRating: rating.average,
    totalReviews: rating.count,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function toAdminProductJson(product: Product): AdminProductJson {
  return { ...toProductJson(product), status: product.status, translations: product.translations };
}

/** The browser reads the replies it fetched as domain types. */
export function categoryFromJson(json: CategoryJson): Category {
  return { id: json._id, name: json.name, image: json.image, translations: json.translations };
}

export function subcategoryFromJson(json: SubcategoryJson): Subcategory {
  return { id: json._id, name: json.name, image: json.image, translations: json.translations, category: refFromJson(json.categoryId) };
}

/** A product of a list reply (published products only), as the shop's product browser reads it. */
export function productFromJson(json: ProductJson): Product {
  return {
    id: json._id,
    name: json.name,
    images: json.image,
    price: moneyFromRupees(json.price),
    discount: json.discount,
    stock: json.stock,
    unit: json.unit,
    description: json.description,
    details: json.more_Details,
    // A list reply carries the name and description already in the language it was asked for (`lang`).
    translations: {},
    category: refFromJson(json.categoryId),
    subcategory: json.sub_categoryId ? refFromJson(json.sub_categoryId) : null,
    rating: { average: json.averageRating, count: json.totalReviews },
    status: 'published',
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
  };
}
