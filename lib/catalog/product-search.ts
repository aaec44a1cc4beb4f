import 'server-only';
import { z } from 'zod';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { optionalQuery as optional, pageFields } from '@/lib/http/pagination';
import { add, cents, type Money, moneyFromRupees, subtract, toDecimalText, toRupees } from '@/lib/money';
import { productFromRow, type SelectedProduct } from './catalog-rows';
import { likePattern } from './like';
import type { Product } from './types';

/**
 * Product search and filters in PostgreSQL. The keyword matches name and description with ILIKE, which the
 * pg_trgm GIN indexes on both columns serve; the other filters use the btree indexes on category, subcategory,
 * price and stock. Only published products are found (drafts are the admins'). Pages are fetched with one extra row to tell whether more follow, so no query ever counts
 * the whole match (a count costs a scan of every match, the slow part at 100,000 products).
 */

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;

const PRICE_MESSAGE = 'Price filters must be numbers of 0 or more';

/**
 * Prices are whole cents, so a bound between two cents (10.005) is the cent it lets in: the next one up for a
 * minimum, the one below for a maximum.
 */
const ONE_CENT = cents(1);

function priceAtLeast(rupees: number): Money {
  const bound = moneyFromRupees(rupees);
  return toRupees(bound) < rupees ? add(bound, ONE_CENT) : bound;
}

function priceAtMost(rupees: number): Money {
  const bound = moneyFromRupees(rupees);
  return toRupees(bound) > rupees ? subtract(bound, ONE_CENT) : bound;
}

const price = optional(z.coerce.number({ error: PRICE_MESSAGE }).finite(PRICE_MESSAGE).min(0, PRICE_MESSAGE).max(1e10, PRICE_MESSAGE));
const id = optional(z.string().trim().max(64, 'Unknown category'));

export const productFiltersSchema = z
  .object({
    keyword: optional(z.string().trim().max(100, 'Keyword must be at most 100 characters')),
    category: id,
    subCategory: id,
    minPrice: price,
    maxPrice: price,
    inStock: optional(z.enum(['true', 'false', '1', '0'], { error: 'inStock must be true or false' })).transform(
      (value) => value === 'true' || value === '1',
    ),
    sort: optional(z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })),
    ...pageFields(DEFAULT_PAGE_SIZE),
  })
  .refine((filters) => filters.minPrice === undefined || filters.maxPrice === undefined || filters.minPrice <= filters.maxPrice, {
    message: 'Min price cannot be above max price',
  })
  .transform(({ minPrice, maxPrice, ...filters }) => ({
    ...filters,
    minPrice: minPrice === undefined ? undefined : priceAtLeast(minPrice),
    maxPrice: maxPrice === undefined ? undefined : priceAtMost(maxPrice),
  }));

export type ProductFilters = z.input<typeof productFiltersSchema>;
export type ParsedProductFilters = z.output<typeof productFiltersSchema>;

type ProductRow = Omit<SelectedProduct, 'category' | 'subcategory'> & {
  categoryId: string;
  categoryName: string;
  subcategoryId: string | null;
  subcategoryName: string | null;
};

export type ProductPage = { products: Product[]; page: number; limit: number; hasMore: boolean };

/** Reads filters from URL query parameters (the API's and the pages' own). */
export function filtersFromSearchParams(params: URLSearchParams): ParsedProductFilters {
  return productFiltersSchema.parse(Object.fromEntries(params));
}

function orderBy(sort: ProductSort, pattern: string | null): Prisma.Sql {
  switch (sort) {
    case 'price_asc':
      return Prisma.sql`p.price ASC, p.id`;
    case 'price_desc':
      return Prisma.sql`p.price DESC, p.id`;
    case 'rating':
      return Prisma.sql`p.rating_average DESC, p.rating_count DESC, p.id`;
    case 'name':
      return Prisma.sql`p.name ASC, p.id`;
    case 'relevance':
      // Name matches before description-only matches, then the most reviewed.
      if (pattern) return Prisma.sql`(p.name ILIKE ${pattern}) DESC, p.rating_count DESC, p.created_at DESC, p.id`;
      return Prisma.sql`p.created_at DESC, p.id`;
    case 'newest':
      return Prisma.sql`p.created_at DESC, p.id`;
  }
}

export async function searchProducts(filters: ParsedProductFilters): Promise<ProductPage> {
  const pattern = filters.keyword ? likePattern(filters.keyword) : null;
  // Drafts are never in the shop.
  const conditions: Prisma.Sql[] = [Prisma.sql`p.status = 'PUBLISHED'`];
  if (pattern) conditions.push(Prisma.sql`(p.name ILIKE ${pattern} OR p.description ILIKE ${pattern})`);
  if (filters.category) conditions.push(Prisma.sql`p.category_id = ${filters.category}`);
  if (filters.subCategory) conditions.push(Prisma.sql`p.subcategory_id = ${filters.subCategory}`);
  if (filters.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${toDecimalText(filters.minPrice)}::numeric`);
  if (filters.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${toDecimalText(filters.maxPrice)}::numeric`);
  if (filters.inStock) conditions.push(Prisma.sql`p.stock > 0`);
  const where = Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
  const sort = filters.sort ?? (pattern ? 'relevance' : 'newest');
  const { page, limit } = filters;

  // One round trip: the page is chosen over products alone, then only its rows are joined with their category
  // and subcategory names (joining every match before the sort would cost more on a common keyword).
  const order = orderBy(sort, pattern);
  const rows = await prisma.$queryRaw<ProductRow[]>`
    WITH page AS (SELECT p.id FROM products p ${where} ORDER BY ${order} LIMIT ${limit + 1} OFFSET ${(page - 1) * limit})
    SELECT p.id, p.name, p.images, p.price, p.discount, p.stock, p.unit, p.description,
           p.more_details AS "moreDetails", p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount", p.status,
           p.created_at AS "createdAt", p.updated_at AS "updatedAt",
           c.id AS "categoryId", c.name AS "categoryName", s.id AS "subcategoryId", s.name AS "subcategoryName"
    FROM page
    JOIN products p ON p.id = page.id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN subcategories s ON s.id = p.subcategory_id
    ORDER BY ${order}`;
  const products = rows.slice(0, limit).map(({ categoryId, categoryName, subcategoryId, subcategoryName, ...product }) =>
    productFromRow({
      ...product,
      category: { id: categoryId, name: categoryName },
      subcategory: subcategoryId === null ? null : { id: subcategoryId, name: subcategoryName! },
    }),
  );
  return { products, page, limit, hasMore: rows.length > limit };
}
