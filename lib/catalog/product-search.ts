import 'server-only';
import { z } from 'zod';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { decimalInput, wholeNumberInput } from '@/lib/http/numbers';
import { optionalQuery as optional, pageFields } from '@/lib/http/pagination';
import { add, cents, type Money, moneyFromRupees, subtract, toDecimalText, toRupees } from '@/lib/money';
import { productFromRow, type SelectedProduct } from './catalog-rows';
import { likePattern } from './like';
import { ENGLISH_NAME_ORDER, nameOrder } from './name-order';
import { type KeywordWord, keywordWords } from './search-words';
import { suggestedKeyword } from './suggested-keyword';
import type { Product } from './types';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Product search and filters in PostgreSQL (docs/decisions.md, Catalogue: search). Each word of a keyword matches a
 * part of the name or the description in English, Sinhala or Tamil, or, typed in Latin letters, the start of a
 * word's romanized key (lib/catalog/search-words.ts): a one-word keyword in relevance order is read from the word list
 * that triggers on products keep (product_search_words), in that order, up to its page; other keywords use ILIKE,
 * which the pg_trgm GIN indexes on the columns serve. A keyword that matches nothing is tried again for one-letter
 * misspellings with pg_trgm's word similarity, and when that finds nothing either, the closest listed words are
 * suggested. The other filters use the btree indexes on category, subcategory, price, stock and
 * rating. Only published products are found (drafts are the admins'). Pages are fetched with one extra row to tell
 * whether more follow, so no query ever counts the whole match (a count costs a scan of every match, the slow part at
 * 100,000 products).
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

const price = optional(z.preprocess(decimalInput, z.number({ error: PRICE_MESSAGE }).min(0, PRICE_MESSAGE).max(1e10, PRICE_MESSAGE)));
const id = optional(z.string().trim().max(64, 'Unknown category'));

const MIN_RATING_MESSAGE = 'minRating must be a whole number from 1 to 4';

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
    minRating: optional(
      z.preprocess(wholeNumberInput, z.number({ error: MIN_RATING_MESSAGE }).int(MIN_RATING_MESSAGE).min(1, MIN_RATING_MESSAGE).max(4, MIN_RATING_MESSAGE)),
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
  categoryTranslations: Prisma.JsonValue;
  subcategoryId: string | null;
  subcategoryName: string | null;
  subcategoryTranslations: Prisma.JsonValue;
};

/** `suggestion`: when nothing is found, a keyword of listed words close to the one asked ('tae': 'tea'). */
export type ProductPage = { products: Product[]; page: number; limit: number; hasMore: boolean; suggestion?: string };

/** Reads filters from URL query parameters (the API's and the pages' own). */
export function filtersFromSearchParams(params: URLSearchParams): ParsedProductFilters {
  return productFiltersSchema.parse(Object.fromEntries(params));
}

/** A keyword search's order within its matches: the most reviewed, then the newest; the id makes every page's order stable. */
const POPULARITY = Prisma.sql`p.rating_count DESC, p.created_at DESC, p.id`;

function orderBy(sort: Exclude<ProductSort, 'relevance'>, byName: Prisma.Sql): Prisma.Sql {
  switch (sort) {
    case 'price_asc':
      return Prisma.sql`p.price ASC, p.id`;
    case 'price_desc':
      return Prisma.sql`p.price DESC, p.id`;
    case 'rating':
      return Prisma.sql`p.rating_average DESC, p.rating_count DESC, p.id`;
    case 'name':
      return byName;
    case 'newest':
      return Prisma.sql`p.created_at DESC, p.id`;
  }
}

export { keywordWords };

const all = (conditions: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(conditions, ' AND ')})`;
const any = (conditions: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(conditions, ' OR ')})`;

/** The pattern of a key at the start of a word of the search columns, whose words each follow a space. */
const keyStart = (key: string) => `% ${key}%`;

/** The word is in a name: a part of the English one or of a listed word of the names, or its key starts one. */
function nameHas(word: KeywordWord): Prisma.Sql {
  const typed = likePattern(word.typed);
  return any([
    Prisma.sql`p.name ILIKE ${typed}`,
    Prisma.sql`p.search_name_words LIKE ${typed}`,
    ...(word.key ? [Prisma.sql`p.search_name_words LIKE ${keyStart(word.key)}`] : []),
  ]);
}

/** The word is in the name or the description, in any of the three languages. */
function productHas(word: KeywordWord): Prisma.Sql {
  const typed = likePattern(word.typed);
  return any([
    nameHas(word),
    Prisma.sql`p.description ILIKE ${typed}`,
    Prisma.sql`p.search_text_words LIKE ${typed}`,
    ...(word.key ? [Prisma.sql`p.search_text_words LIKE ${keyStart(word.key)}`] : []),
  ]);
}

/**
 * The word, typed or as its key, is one of the words the word list holds of the names (`name`) or the descriptions:
 * split as the list's triggers split them, so both ways of reading a page agree.
 */
function wholeIn(part: 'name' | 'description', word: KeywordWord): Prisma.Sql {
  const [text, listed] = part === 'name' ? ['p.name', 'p.search_name_words'] : ['p.description', 'p.search_text_words'];
  return Prisma.sql`(regexp_split_to_array(lower(${Prisma.raw(text)}), '\\s+') || regexp_split_to_array(${Prisma.raw(listed)}, '\\s+'))
    && ARRAY[${word.typed}, ${word.key ?? word.typed}]::text[]`;
}

/** Every word is in the name or the description (each on its own: 'tea kandy' finds a Kandy tea). */
export function textHasAll(words: KeywordWord[]): Prisma.Sql {
  return all(words.map(productHas));
}

/**
 * Relevance groups, best first: every word a whole word of a name (3: 'tea' finds Ceylon Tea before a tea kettle),
 * every word in a name (2), every word a whole word anywhere (1), the rest (0). The word list gives a listed word
 * the same (`listedPage`).
 */
function relevanceGroup(words: KeywordWord[]): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${all(words.map((word) => wholeIn('name', word)))} THEN 3
    WHEN ${all(words.map(nameHas))} THEN 2
    WHEN ${all(words.map((word) => any([wholeIn('name', word), wholeIn('description', word)])))} THEN 1
    ELSE 0 END`;
}

/**
 * A misspelt word is looked for only when nothing matches as written, and only for words of 4 or more letters
 * ('cinamon' finds Cinnamon; 'k_l' or 'tae' find nothing rather than noise). A word with a digit is a size, a model or
 * a number, where a near miss is another product ('5kg' is not '6kg'): it must match as written.
 */
const FUZZY_WORD = /^[\p{L}\p{M}]{4,}$/u;
/**
 * pg_trgm's `<%`: the word is like a part of the text, with word similarity at least
 * pg_trgm.word_similarity_threshold (0.6: 'cinamon' is 0.7 to '... with cinnamon', 'bags' 0.6 to 'Bag'), and the
 * trigram indexes find the candidates.
 */
const FUZZY_COLUMNS = ['p.name', 'p.description', 'p.search_name_words', 'p.search_text_words'].map(Prisma.raw);

function fuzzyHasAll(words: string[]): Prisma.Sql {
  return all(words.map((word) => any(FUZZY_COLUMNS.map((column) => Prisma.sql`${word} <% ${column}`))));
}

function fuzzyCloseness(words: string[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => Prisma.sql`greatest(${Prisma.join(FUZZY_COLUMNS.map((column) => Prisma.sql`word_similarity(${word}, ${column})`))})`),
    ' + ',
  );
}

/** Drafts are never in the shop. */
export const PUBLISHED = Prisma.sql`p.status = 'PUBLISHED'`;

export type ChosenFilters = Partial<Pick<ParsedProductFilters, 'category' | 'subCategory' | 'minPrice' | 'maxPrice' | 'inStock' | 'minRating'>>;

/** The shopper's filters beside the keyword, as conditions on `p` (the facets apply them one group at a time). */
export function chosenFilterConditions(filters: ChosenFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filters.category) conditions.push(Prisma.sql`p.category_id = ${filters.category}`);
  if (filters.subCategory) conditions.push(Prisma.sql`p.subcategory_id = ${filters.subCategory}`);
  if (filters.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${toDecimalText(filters.minPrice)}::numeric`);
  if (filters.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${toDecimalText(filters.maxPrice)}::numeric`);
  if (filters.inStock) conditions.push(Prisma.sql`p.stock > 0`);
  if (filters.minRating !== undefined) conditions.push(Prisma.sql`p.rating_average >= ${filters.minRating}`);
  return conditions;
}

/** The filters beside the keyword, in the shop (published products only). */
function filterConditions(filters: ParsedProductFilters): Prisma.Sql[] {
  return [PUBLISHED, ...chosenFilterConditions(filters)];
}

const where = (conditions: Prisma.Sql[]) => Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;

/** Which products, in which order: the order's expressions read `p`, the product row. */
type Selection = { conditions: Prisma.Sql[]; order: Prisma.Sql };

/** Relevance: by relevance group (whole words and names first), each group by popularity (the most reviewed, then the newest). */
function relevant(conditions: Prisma.Sql[], words: KeywordWord[]): Selection {
  return { conditions: [...conditions, textHasAll(words)], order: Prisma.sql`${relevanceGroup(words)} DESC, ${POPULARITY}` };
}

/** The closest spellings first, then by popularity. */
function misspelt(conditions: Prisma.Sql[], words: string[]): Selection {
  return { conditions: [...conditions, fuzzyHasAll(words)], order: Prisma.sql`${fuzzyCloseness(words)} DESC, ${POPULARITY}` };
}

/** The ids of one page, as the CTE `page`: every match is sorted before the page is cut. */
function sortedPage({ conditions, order }: Selection, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`page AS (SELECT p.id FROM products p ${where(conditions)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * The ids of one page of a one-word keyword in relevance order, as the CTE `page`, read from the word list
 * (product_search_words, kept by triggers on products, published products only): the listed words the keyword is
 * part of, or whose start is its key (search_words, whose pg_trgm index finds 'ceylon' for 'cey'), and for each, its
 * products from the index in relevance order (in the name first, then by popularity), up to the end of the page, so a
 * page costs its position and the number of such words rather than the number of matches. A listed word that is the
 * keyword's word or its key is a whole word, and its group is `relevanceGroup`'s (whole in a name 3, in a name 2, whole
 * 1, else 0). A product under two of the words (Kandy, Kandyan) counts once, by the better; each word's first
 * `limit + offset` products hold every product of the page. The same products in the same order as `sortedPage`: a
 * product's words are its name and description split at whitespace and its listed words, and the keyword's word has
 * no whitespace. In stock, the one filter that keeps most products, is checked on each product read;
 * a category, subcategory, price range or minimum rating can leave few of a word's products, which the bitmap of its
 * index and the trigram ones in `sortedPage` finds without reading the rest.
 */
function listedPage(word: KeywordWord, inStock: boolean, limit: number, offset: number): Prisma.Sql {
  const products = inStock
    ? Prisma.sql`product_search_words w JOIN products p ON p.id = w.product_id AND p.stock > 0`
    : Prisma.sql`product_search_words w`;
  return Prisma.sql`page AS (
    SELECT id FROM (
      SELECT DISTINCT ON (found.product_id) found.product_id AS id, found.relevance, found.rating_count, found.created_at
      FROM search_words CROSS JOIN LATERAL (
        SELECT w.product_id, w.in_name::int * 2 + (search_words.word IN (${word.typed}, ${word.key ?? word.typed}))::int AS relevance,
               w.rating_count, w.created_at FROM ${products}
        WHERE w.word = search_words.word
        ORDER BY w.in_name DESC, w.rating_count DESC, w.created_at DESC, w.product_id
        LIMIT ${limit + offset}) found
      WHERE ${any([
        Prisma.sql`search_words.word LIKE ${likePattern(word.typed)}`,
        ...(word.key ? [Prisma.sql`search_words.word LIKE ${`${word.key}%`}`] : []),
      ])}
      ORDER BY found.product_id, found.relevance DESC
    ) best
    ORDER BY relevance DESC, rating_count DESC, created_at DESC, id LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * One page in one round trip: the page is chosen over products alone (the CTE `page`), then only its rows are joined
 * with their category and subcategory names (joining every match before the sort would cost more on a common keyword).
 */
function pageQuery(page: Prisma.Sql, order: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH ${page}
    SELECT p.id, p.name, p.images, p.price, p.discount, p.stock, p.unit, p.description,
           p.more_details AS "moreDetails", p.translations, p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount", p.status,
           p.created_at AS "createdAt", p.updated_at AS "updatedAt",
           c.id AS "categoryId", c.name AS "categoryName", c.translations AS "categoryTranslations",
           s.id AS "subcategoryId", s.name AS "subcategoryName", s.translations AS "subcategoryTranslations"
    FROM page
    JOIN products p ON p.id = page.id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN subcategories s ON s.id = p.subcategory_id
    ORDER BY ${order}`;
}

async function productsOfPage(query: Prisma.Sql): Promise<Product[]> {
  const rows = await prisma.$queryRaw<ProductRow[]>(query);
  return rows.map(({ categoryId, categoryName, categoryTranslations, subcategoryId, subcategoryName, subcategoryTranslations, ...product }) =>
    productFromRow({
      ...product,
      category: { id: categoryId, name: categoryName, translations: categoryTranslations },
      subcategory: subcategoryId === null ? null : { id: subcategoryId, name: subcategoryName!, translations: subcategoryTranslations },
    }),
  );
}

async function anyMatch(conditions: Prisma.Sql[], words: KeywordWord[]): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM products p ${where([...conditions, textHasAll(words)])}) AS found`;
  return row!.found;
}

/**
 * The word list serves a word of 2 or more characters. pg_trgm's index looks up one of 3 or more among the listed
 * words; one of 2 (a Sinhala or Tamil syllable, තේ, or 'te') is a scan of the list, a few milliseconds at 100,000
 * products, where ILIKE read every product and ranked every match (තේ 240 ms, 'te' 1.8 s; docs/decisions.md,
 * Catalogue: search). A single letter is in too many words to gain anything.
 */
const LISTED_WORD_LENGTH = 2;

/** What a search asks for first: its words, its filters, and the query of its page of matches as written. */
function searchPlan(filters: ParsedProductFilters, byName = ENGLISH_NAME_ORDER) {
  const words = filters.keyword ? keywordWords(filters.keyword) : [];
  const conditions = filterConditions(filters);
  const sort = filters.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  const selection: Selection =
    words.length === 0
      ? { conditions, order: orderBy(sort === 'relevance' ? 'newest' : sort, byName) }
      : sort === 'relevance'
        ? relevant(conditions, words)
        : { conditions: [...conditions, textHasAll(words)], order: orderBy(sort, byName) };
  // One row more than the page tells whether more follow, so no query counts the whole match.
  const take = filters.limit + 1;
  const offset = (filters.page - 1) * filters.limit;
  const [onlyWord] = words.length === 1 ? words : [];
  const narrowed =
    filters.category || filters.subCategory || filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.minRating !== undefined;
  const page =
    sort === 'relevance' && onlyWord !== undefined && onlyWord.typed.length >= LISTED_WORD_LENGTH && !narrowed
      ? listedPage(onlyWord, filters.inStock, take, offset)
      : sortedPage(selection, take, offset);
  return { words, conditions, query: pageQuery(page, selection.order), take, offset };
}

/** The SQL a search runs first, for measuring it beside the API (`npm run bench`). */
export function productSearchQuery(filters: ParsedProductFilters): Prisma.Sql {
  return searchPlan(filters).query;
}

/** `locale`: the language whose names a sort by name follows (lib/catalog/name-order.ts); no other sort reads it. */
export async function searchProducts(filters: ParsedProductFilters, locale: Locale = 'en'): Promise<ProductPage> {
  const byName = filters.sort === 'name' ? await nameOrder(locale) : ENGLISH_NAME_ORDER;
  const { words, conditions, query, take, offset } = searchPlan(filters, byName);
  const { page, limit } = filters;
  let products = await productsOfPage(query);
  const typed = words.map((word) => word.typed);
  const guess =
    products.length === 0 && words.length > 0 && typed.every((word) => FUZZY_WORD.test(word)) && (page === 1 || !(await anyMatch(conditions, words)));
  if (guess) {
    const selection = misspelt(conditions, typed);
    products = await productsOfPage(pageQuery(sortedPage(selection, take, offset), selection.order));
  }
  const suggestion = products.length === 0 && page === 1 && words.length > 0 ? await suggestedKeyword(words) : undefined;
  return { products: products.slice(0, limit), page, limit, hasMore: products.length > limit, ...(suggestion && { suggestion }) };
}
