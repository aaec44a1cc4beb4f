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
 * Product search and filters in PostgreSQL (docs/decisions.md, Catalogue: search). Each word of a keyword matches a
 * part of the name or the description with ILIKE, which the pg_trgm GIN indexes on both columns serve; a keyword
 * that matches nothing is tried again for one-letter misspellings with pg_trgm's word similarity. The other filters
 * use the btree indexes on category, subcategory, price and stock. Only published products are found (drafts are
 * the admins'). Pages are fetched with one extra row to tell whether more follow, so no query ever counts the whole
 * match (a count costs a scan of every match, the slow part at 100,000 products).
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

/** A keyword search's order within its matches: the most reviewed, then the newest; the id makes every page's order stable. */
const POPULARITY = Prisma.sql`p.rating_count DESC, p.created_at DESC, p.id`;

function orderBy(sort: Exclude<ProductSort, 'relevance'>): Prisma.Sql {
  switch (sort) {
    case 'price_asc':
      return Prisma.sql`p.price ASC, p.id`;
    case 'price_desc':
      return Prisma.sql`p.price DESC, p.id`;
    case 'rating':
      return Prisma.sql`p.rating_average DESC, p.rating_count DESC, p.id`;
    case 'name':
      return Prisma.sql`p.name ASC, p.id`;
    case 'newest':
      return Prisma.sql`p.created_at DESC, p.id`;
  }
}

/** At most this many words of a keyword count; the rest of a pasted sentence is left out. */
const MAX_KEYWORD_WORDS = 8;

/** A keyword's words, in any order, each matched as a part of a word ('cey' finds Ceylon); repeats count once. */
function keywordWords(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_KEYWORD_WORDS);
}

/** Every word is in the name. */
function nameHasAll(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`p.name ILIKE ${likePattern(word)}`),
    ' AND ',
  );
}

/** Every word is in the name or the description (each on its own: 'tea kandy' finds a Kandy tea). */
function textHasAll(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`(p.name ILIKE ${likePattern(word)} OR p.description ILIKE ${likePattern(word)})`),
    ' AND ',
  );
}

/**
 * A misspelt word is looked for only when nothing matches as written, and only for words of 4 or more letters
 * ('cinamon' finds Cinnamon; 'k_l' or 'tae' find nothing rather than noise). A word with a digit is a size, a model or
 * a number, where a near miss is another product ('5kg' is not '6kg'): it must match as written.
 */
const FUZZY_WORD = /^\p{L}{4,}$/u;
/**
 * pg_trgm's `<%`: the word is like a part of the text, with word similarity at least
 * pg_trgm.word_similarity_threshold (0.6: 'cinamon' is 0.7 to '... with cinnamon', 'bags' 0.6 to 'Bag'), and the
 * trigram indexes find the candidates.
 */
function fuzzyHasAll(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`(${word} <% p.name OR ${word} <% p.description)`),
    ' AND ',
  );
}

function fuzzyCloseness(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`greatest(word_similarity(${word}, p.name), word_similarity(${word}, p.description))`),
    ' + ',
  );
}

/** The filters beside the keyword; drafts are never in the shop. */
function filterConditions(filters: ParsedProductFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [Prisma.sql`p.status = 'PUBLISHED'`];
  if (filters.category) conditions.push(Prisma.sql`p.category_id = ${filters.category}`);
  if (filters.subCategory) conditions.push(Prisma.sql`p.subcategory_id = ${filters.subCategory}`);
  if (filters.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${toDecimalText(filters.minPrice)}::numeric`);
  if (filters.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${toDecimalText(filters.maxPrice)}::numeric`);
  if (filters.inStock) conditions.push(Prisma.sql`p.stock > 0`);
  return conditions;
}

const where = (conditions: Prisma.Sql[]) => Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;

/** Which products, in which order: the order's expressions read `p`, the product row. */
type Selection = { conditions: Prisma.Sql[]; order: Prisma.Sql };

/**
 * Relevance: products with every word in the name first, then those with the words in name and description, each
 * group by popularity (the most reviewed, then the newest).
 */
function relevant(conditions: Prisma.Sql[], words: string[]): Selection {
  return { conditions: [...conditions, textHasAll(words)], order: Prisma.sql`(${nameHasAll(words)}) DESC, ${POPULARITY}` };
}

/** The closest spellings first, then by popularity. */
function misspelt(conditions: Prisma.Sql[], words: string[]): Selection {
  return { conditions: [...conditions, fuzzyHasAll(words)], order: Prisma.sql`${fuzzyCloseness(words)} DESC, ${POPULARITY}` };
}

/**
 * One page in one round trip: the page is chosen over products alone, then only its rows are joined with their
 * category and subcategory names (joining every match before the sort would cost more on a common keyword).
 */
function pageQuery({ conditions, order }: Selection, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (SELECT p.id FROM products p ${where(conditions)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
    SELECT p.id, p.name, p.images, p.price, p.discount, p.stock, p.unit, p.description,
           p.more_details AS "moreDetails", p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount", p.status,
           p.created_at AS "createdAt", p.updated_at AS "updatedAt",
           c.id AS "categoryId", c.name AS "categoryName", s.id AS "subcategoryId", s.name AS "subcategoryName"
    FROM page
    JOIN products p ON p.id = page.id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN subcategories s ON s.id = p.subcategory_id
    ORDER BY ${order}`;
}

async function productsOfPage(selection: Selection, limit: number, offset: number): Promise<Product[]> {
  const rows = await prisma.$queryRaw<ProductRow[]>(pageQuery(selection, limit, offset));
  return rows.map(({ categoryId, categoryName, subcategoryId, subcategoryName, ...product }) =>
    productFromRow({
      ...product,
      category: { id: categoryId, name: categoryName },
      subcategory: subcategoryId === null ? null : { id: subcategoryId, name: subcategoryName! },
    }),
  );
}

async function anyMatch(conditions: Prisma.Sql[], words: string[]): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM products p ${where([...conditions, textHasAll(words)])}) AS found`;
  return row!.found;
}

/** What a search asks for first: its words, its filters, and the page of matches as written. */
function searchPlan(filters: ParsedProductFilters) {
  const words = filters.keyword ? keywordWords(filters.keyword) : [];
  const conditions = filterConditions(filters);
  const sort = filters.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  const selection: Selection =
    words.length === 0
      ? { conditions, order: orderBy(sort === 'relevance' ? 'newest' : sort) }
      : sort === 'relevance'
        ? relevant(conditions, words)
        : { conditions: [...conditions, textHasAll(words)], order: orderBy(sort) };
  // One row more than the page tells whether more follow, so no query counts the whole match.
  return { words, conditions, selection, take: filters.limit + 1, offset: (filters.page - 1) * filters.limit };
}

/** The SQL a search runs first, for measuring it beside the API (`npm run bench`). */
export function productSearchQuery(filters: ParsedProductFilters): Prisma.Sql {
  const { selection, take, offset } = searchPlan(filters);
  return pageQuery(selection, take, offset);
}

export async function searchProducts(filters: ParsedProductFilters): Promise<ProductPage> {
  const { words, conditions, selection, take, offset } = searchPlan(filters);
  const { page, limit } = filters;
  let products = await productsOfPage(selection, take, offset);
  const guess =
    products.length === 0 && words.length > 0 && words.every((word) => FUZZY_WORD.test(word)) && (page === 1 || !(await anyMatch(conditions, words)));
  if (guess) products = await productsOfPage(misspelt(conditions, words), take, offset);
  return { products: products.slice(0, limit), page, limit, hasMore: products.length > limit };
}
