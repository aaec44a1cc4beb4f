import 'server-only';
import type { CardProduct } from '@/lib/catalog/card-product';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { moneyFromDecimal } from '@/lib/money';
import type { Locale } from '@/lib/i18n/locales';
import { PUBLISHED } from './product-search';
import { productInLanguage, translationsOf } from './translations';
import type { Product } from './types';

/** What the related products are chosen by: the product's own id and its place in the catalogue. */
export type RelatedTo = Pick<Product, 'id' | 'category' | 'subcategory'>;

type RelatedRow = Pick<CardProduct, 'id' | 'name' | 'images' | 'discount' | 'stock'> & {
  price: Prisma.Decimal;
  ratingAverage: Prisma.Decimal;
  ratingCount: number;
  categoryId: string;
  categoryName: string;
  translations: Prisma.JsonValue;
};

/** Within each tier: what can be bought first, then the most reviewed, the newest; the id keeps the order stable. */
const ORDER = Prisma.sql`p.stock > 0 DESC, p.rating_count DESC, p.created_at DESC, p.id`;

/**
 * The products a product page suggests, named in the page's language: published ones of the same subcategory first, then the rest of the same
 * category, never another category's, never the product itself. One statement: the category is searched only when
 * the subcategory has fewer than `limit` (the InitPlan's one-time filter skips its scan otherwise), so a page reads
 * the rows of one subcategory, not of its whole category (at 100,000 products, 3,300 rows: 15 to 35 ms, read once per
 * cache lifetime: lib/catalog/cached.ts).
 */
export async function relatedProducts(product: RelatedTo, locale: Locale, limit = 4): Promise<CardProduct[]> {
  const subcategoryId = product.subcategory?.id ?? null;
  const others = Prisma.sql`p.category_id = ${product.category.id} AND ${PUBLISHED} AND p.id <> ${product.id}`;
  const rows = await prisma.$queryRaw<RelatedRow[]>`
    WITH same_subcategory AS (
      SELECT p.id, 0 AS tier FROM products p
      WHERE ${others} AND p.subcategory_id = ${subcategoryId}
      ORDER BY ${ORDER} LIMIT ${limit}),
    rest_of_category AS (
      SELECT p.id, 1 AS tier FROM products p
      WHERE ${others} AND (p.subcategory_id = ${subcategoryId}) IS NOT TRUE
        AND (SELECT count(*) FROM same_subcategory) < ${limit}
      ORDER BY ${ORDER} LIMIT ${limit}),
    related AS (SELECT * FROM same_subcategory UNION ALL SELECT * FROM rest_of_category)
    SELECT p.id, p.name, p.translations, p.images, p.price, p.discount, p.stock,
           p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount",
           c.id AS "categoryId", c.name AS "categoryName"
    FROM related
    JOIN products p ON p.id = related.id
    JOIN categories c ON c.id = p.category_id
    ORDER BY related.tier, ${ORDER}
    LIMIT ${limit}`;
  return rows.map(({ name, translations, price, ratingAverage, ratingCount, categoryId, categoryName, ...card }) => ({
    ...card,
    name: productInLanguage({ name, translations: translationsOf(translations) }, locale).name,
    price: moneyFromDecimal(price),
    rating: { average: ratingAverage.toNumber(), count: ratingCount },
    category: { id: categoryId, name: categoryName },
  }));
}
