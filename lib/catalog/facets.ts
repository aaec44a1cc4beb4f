import 'server-only';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { cents, moneyFromRupees, subtract } from '@/lib/money';
import { type ChosenFilters, chosenFilterConditions, keywordWords, type ParsedProductFilters, PUBLISHED, textHasAll } from './product-search';

/**
 * The counts beside the shop's filters, for the search the filters describe. Each group counts with every other
 * filter applied but not its own, so a chosen group still shows its alternatives: the price bands ignore the price
 * range, the ratings the minimum rating, the in-stock count the in-stock filter. Category and subcategory are one
 * hierarchy: the categories ignore both (a chosen subcategory would zero every other category), the subcategories
 * (of the chosen category only) ignore the subcategory. `total` applies every filter: what the search pages through.
 *
 * One statement, one pass over the matches: the keyword and published matches are grouped by category and
 * subcategory (a few dozen groups), each group counting its rows for every facet with FILTER clauses; the groups are
 * then summed per facet, where the category and subcategory filters apply to whole groups. A keyword's matches come
 * from the trigram indexes; without one, every published product is counted (the categories need the whole catalogue
 * whatever the filters), which costs about a plain GROUP BY count of products: a covering index-only scan measured no
 * faster at 100,000 products, the per-row counting being the cost.
 */

/** A price band in rupees: from `min` up to, not including, `max` (none: no upper end). */
export type PriceBand = { min: number; max: number | null };

/**
 * The shop's price bands, from the catalogue's prices: the demo store's goods are mostly Rs 250 to 5,000, with
 * appliances above; the generated catalogue spreads to Rs 25,000. A price on a boundary is in the upper band; the
 * shop page filters a band with `minPrice=min&maxPrice=max-0.01`, which the band's count is counted with.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2500 },
  { min: 2500, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: null },
];

/** The minimum ratings offered, as the minRating filter takes them: "4 stars and up" first. */
export const RATING_FLOORS = [4, 3, 2, 1] as const;

export type FacetCount = { id: string; name: string; count: number };

export type SearchFacets = {
  total: number;
  categories: FacetCount[];
  subcategories: FacetCount[];
  priceBands: (PriceBand & { count: number })[];
  inStock: number;
  ratings: { min: (typeof RATING_FLOORS)[number]; count: number }[];
};

const ONE_CENT = cents(1);

/** A band as the price filters (to the cent, both ends included) that the shop page sends for it. */
function bandFilter({ min, max }: PriceBand): ChosenFilters {
  return { minPrice: min > 0 ? moneyFromRupees(min) : undefined, maxPrice: max === null ? undefined : subtract(moneyFromRupees(max), ONE_CENT) };
}

const all = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`);

/** The count of a group's rows that pass `filters`, as a column of the groups. */
const countOf = (filters: ChosenFilters, column: string) =>
  Prisma.sql`count(*) FILTER (WHERE ${all(chosenFilterConditions(filters))})::int AS ${Prisma.raw(column)}`;

type FacetRow = {
  total: number;
  inStock: number;
  priceBands: number[];
  ratings: number[];
  categories: FacetCount[];
  subcategories: FacetCount[];
};

/** Every category, by name, with its matches under every filter but category and subcategory (the CTE `groups`). */
const CATEGORY_COUNTS = Prisma.sql`(
  SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'count', coalesce(n.count, 0)) ORDER BY c.name, c.id), '[]')
  FROM categories c
  LEFT JOIN (SELECT category_id, sum(matching)::int AS count FROM groups GROUP BY category_id) n ON n.category_id = c.id)`;

/** The chosen category's subcategories, by name, with their matches under every filter but subcategory. */
function subcategoryCounts(category: string | undefined): Prisma.Sql {
  if (!category) return Prisma.sql`'[]'::json`;
  return Prisma.sql`(
    SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'count', coalesce(n.count, 0)) ORDER BY s.name, s.id), '[]')
    FROM subcategories s
    LEFT JOIN (SELECT subcategory_id, sum(matching)::int AS count FROM groups WHERE category_id = ${category} GROUP BY subcategory_id) n
      ON n.subcategory_id = s.id
    WHERE s.category_id = ${category})`;
}

/** The facet statement (exported to measure it: EXPLAIN ANALYZE beside the API). */
export function facetsQuery(filters: ParsedProductFilters): Prisma.Sql {
  // The search's misspelling fallback is left out: a keyword matching nothing as written counts nothing here.
  const words = filters.keyword ? keywordWords(filters.keyword) : [];
  const matches = words.length ? [PUBLISHED, textHasAll(words)] : [PUBLISHED];
  const { category, subCategory, ...others } = filters;
  const place = all(chosenFilterConditions({ category, subCategory }));
  const sumOf = (column: string) => Prisma.sql`coalesce(sum(p.${Prisma.raw(column)}) FILTER (WHERE ${place}), 0)::int`;
  const bandColumns = PRICE_BANDS.map((_, index) => `band_${index}`);
  const ratingColumns = RATING_FLOORS.map((floor) => `rating_${floor}`);
  return Prisma.sql`
    WITH groups AS (
      SELECT p.category_id, p.subcategory_id,
             ${countOf(others, 'matching')},
             ${countOf({ ...others, inStock: true }, 'in_stock')},
             ${Prisma.join(PRICE_BANDS.map((band, index) => countOf({ ...others, ...bandFilter(band) }, bandColumns[index]!)))},
             ${Prisma.join(RATING_FLOORS.map((floor, index) => countOf({ ...others, minRating: floor }, ratingColumns[index]!)))}
      FROM products p
      WHERE ${all(matches)}
      GROUP BY p.category_id, p.subcategory_id
    )
    SELECT ${sumOf('matching')} AS total,
           ${sumOf('in_stock')} AS "inStock",
           ARRAY[${Prisma.join(bandColumns.map(sumOf))}] AS "priceBands",
           ARRAY[${Prisma.join(ratingColumns.map(sumOf))}] AS ratings,
           ${CATEGORY_COUNTS} AS categories,
           ${subcategoryCounts(category)} AS subcategories
    FROM groups p`;
}

export async function searchFacets(filters: ParsedProductFilters): Promise<SearchFacets> {
  const [row] = await prisma.$queryRaw<FacetRow[]>(facetsQuery(filters));
  const { total, inStock, priceBands, ratings, categories, subcategories } = row!;
  return {
    total,
    categories,
    subcategories,
    priceBands: PRICE_BANDS.map((band, index) => ({ ...band, count: priceBands[index]! })),
    inStock,
    ratings: RATING_FLOORS.map((min, index) => ({ min, count: ratings[index]! })),
  };
}
