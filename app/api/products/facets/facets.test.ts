import { describe, expect, it, vi } from 'vitest';
import { CATALOG_TAG, listingTag } from '@/lib/catalog/cache-tags';
import { PRICE_BANDS, RATING_FLOORS, type SearchFacets } from '@/lib/catalog/facets';
import { escapeLike } from '@/lib/catalog/like';
import type { Prisma } from '@/lib/generated/prisma/client';
import { call, expectRefused } from '@/tests/api';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { GET as filterRoute } from '../filter/route';
import { GET as facetsRoute } from './route';

/**
 * GET /api/products/facets against a small known catalogue: prices on every band boundary, ratings on every floor,
 * a draft and a category without products. Each reply is checked against counts made independently, one Prisma count
 * per number (the query builder's own SQL), and a few by hand; `total` also against what the filter pages through.
 */

// Next's data cache needs a Next server: here each cached read runs its function, and the test sees with which key,
// tags and arguments.
const cacheReads = vi.hoisted(() => [] as { key: string[]; options: unknown; args: unknown[] }[]);
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache:
    <Args extends unknown[], Result>(read: (...args: Args) => Result, key: string[], options: unknown) =>
    (...args: Args) => {
      cacheReads.push({ key, options, args });
      return read(...args);
    },
}));

const { prisma } = await setupCatalogTest();

const crafts = await makeCategory(prisma, { name: 'Crafts' });
const spices = await makeCategory(prisma, { name: 'Spices' });
const tea = await makeCategory(prisma, { name: 'Tea' });
const black = await makeSubcategory(prisma, tea.id, { name: 'Black' });
const green = await makeSubcategory(prisma, tea.id, { name: 'Green' });
const masks = await makeSubcategory(prisma, crafts.id, { name: 'Masks' });

const product = (name: string, description: string, categoryId: string, subcategoryId: string | null, price: string, stock: number, ratingAverage: string) =>
  makeProduct(prisma, { name, description, categoryId, subcategoryId, price, stock, ratingAverage });

await product('Ceylon Black Tea', 'Strong morning brew', tea.id, black.id, '1249.99', 12, '4.20');
await product('Green Tea Bags', '100% natural, 25 bags', tea.id, green.id, '450.00', 0, '3.50');
await product('Earl Grey', 'Black TEA with bergamot', tea.id, black.id, '999.99', 5, '0');
await product('Devil Mask', 'Hand-carved kolam mask', crafts.id, masks.id, '3500.00', 2, '4.80');
await product('Batik_Wall Hanging', 'Cotton batik', crafts.id, null, '5000.00', 0, '2.00');
await product('Tea Cup Set', 'Porcelain', crafts.id, null, '500.00', 7, '3.00');
await product('Mask of Peace', 'Discounted: 50% off', crafts.id, masks.id, '10000.00', 1, '1.00');
await product('Spiced Chai', 'A tea blend with cinnamon', tea.id, null, '499.99', 3, '0.99');
await product('Brass Lamp', 'Tea light holder', crafts.id, null, '12500.00', 4, '4.00');
await product('Kandy Tea Chest', 'Teak', tea.id, black.id, '2500.00', 0, '1.50');
await makeProduct(prisma, { name: 'Draft Tea', categoryId: tea.id, subcategoryId: black.id, price: '100.00', ratingAverage: '5.00', status: 'DRAFT' });

const facets = (query: string) => call(facetsRoute, 'GET', `/api/products/facets?${query}`);

async function facetsOf(query: string): Promise<SearchFacets> {
  const reply = await facets(query);
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ success: true, message: 'Facets' });
  return reply.body.data as SearchFacets;
}

/** A search as plain conditions: the keyword's words as the search splits them, prices in rupees. */
type Search = {
  words?: string[];
  category?: string;
  subCategory?: string;
  minPrice?: string;
  maxPrice?: string;
  /** Below this price (a band's upper end). */
  under?: string;
  inStock?: boolean;
  minRating?: number;
};

function whereOf(search: Search): Prisma.ProductWhereInput {
  const contains = (word: string) => ({ contains: escapeLike(word), mode: 'insensitive' as const });
  return {
    status: 'PUBLISHED',
    AND: (search.words ?? []).map((word) => ({ OR: [{ name: contains(word) }, { description: contains(word) }] })),
    categoryId: search.category,
    subcategoryId: search.subCategory,
    price: { gte: search.minPrice, lte: search.maxPrice, lt: search.under },
    stock: search.inStock ? { gt: 0 } : undefined,
    ratingAverage: search.minRating === undefined ? undefined : { gte: search.minRating },
  };
}

const count = (search: Search) => prisma.product.count({ where: whereOf(search) });

/** The facets of `search` counted one number at a time, each group without its own filter. */
async function expectedFacets(search: Search): Promise<SearchFacets> {
  const categories = await prisma.category.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  const subcategories = search.category
    ? await prisma.subcategory.findMany({ where: { categoryId: search.category }, orderBy: [{ name: 'asc' }, { id: 'asc' }] })
    : [];
  const anyPrice = { ...search, minPrice: undefined, maxPrice: undefined };
  return {
    total: await count(search),
    categories: await Promise.all(
      categories.map(async ({ id, name }) => ({ id, name, count: await count({ ...search, category: id, subCategory: undefined }) })),
    ),
    subcategories: await Promise.all(subcategories.map(async ({ id, name }) => ({ id, name, count: await count({ ...search, subCategory: id }) }))),
    priceBands: await Promise.all(
      PRICE_BANDS.map(async ({ min, max }) => ({
        min,
        max,
        count: await count({ ...anyPrice, minPrice: String(min), under: max === null ? undefined : String(max) }),
      })),
    ),
    inStock: await count({ ...search, inStock: true }),
    ratings: await Promise.all(RATING_FLOORS.map(async (min) => ({ min, count: await count({ ...search, minRating: min }) }))),
  };
}

/** How many products the filter route pages through for the same query. */
async function filterTotal(query: string): Promise<number> {
  const reply = await call(filterRoute, 'GET', `/api/products/filter?${query}&limit=100`);
  expect(reply.status).toBe(200);
  return (reply.body.data as unknown[]).length;
}

describe('GET /api/products/facets: every count as counted independently', () => {
  it.each<[string, () => Search]>([
    ['', () => ({})],
    ['keyword=tea', () => ({ words: ['tea'] })],
    ['keyword=%20Black%20%20TEA', () => ({ words: ['black', 'tea'] })],
    ['keyword=%25', () => ({ words: ['%'] })],
    ['keyword=batik_w', () => ({ words: ['batik_w'] })],
    ['keyword=durian', () => ({ words: ['durian'] })],
    ['category=:tea', () => ({ category: tea.id })],
    ['category=:crafts', () => ({ category: crafts.id })],
    ['category=:spices', () => ({ category: spices.id })],
    ['category=:tea&subCategory=:black', () => ({ category: tea.id, subCategory: black.id })],
    ['subCategory=:masks', () => ({ subCategory: masks.id })],
    ['minPrice=500&maxPrice=2500', () => ({ minPrice: '500', maxPrice: '2500' })],
    ['minPrice=499.995', () => ({ minPrice: '500' })],
    ['inStock=true', () => ({ inStock: true })],
    ['minRating=3', () => ({ minRating: 3 })],
    ['minRating=1&inStock=1', () => ({ minRating: 1, inStock: true })],
    ['keyword=tea&category=:tea&inStock=true', () => ({ words: ['tea'], category: tea.id, inStock: true })],
    [
      'keyword=tea&category=:tea&subCategory=:black&minPrice=900&maxPrice=3000&inStock=true&minRating=1',
      () => ({ words: ['tea'], category: tea.id, subCategory: black.id, minPrice: '900', maxPrice: '3000', inStock: true, minRating: 1 }),
    ],
    ['keyword=mask&category=:crafts&minRating=4&maxPrice=5000', () => ({ words: ['mask'], category: crafts.id, minRating: 4, maxPrice: '5000' })],
  ])('%s', async (template, search) => {
    const ids: Record<string, string> = { tea: tea.id, crafts: crafts.id, spices: spices.id, black: black.id, masks: masks.id };
    const query = template.replace(/:(\w+)/g, (_, name: string) => ids[name]!);
    const found = await facetsOf(query);
    expect(found).toEqual(await expectedFacets(search()));
    expect(found.total).toBe(await filterTotal(query));
  });
});

describe('GET /api/products/facets: the counts by hand', () => {
  const bandCounts = (found: SearchFacets) => found.priceBands.map((band) => band.count);
  const ratingCounts = (found: SearchFacets) => found.ratings.map((rating) => rating.count);

  it('without filters: every published product, drafts left out, prices on a boundary in the upper band', async () => {
    const found = await facetsOf('');
    expect(found.total).toBe(10);
    expect(found.categories).toEqual([
      { id: crafts.id, name: 'Crafts', count: 5 },
      { id: spices.id, name: 'Spices', count: 0 },
      { id: tea.id, name: 'Tea', count: 5 },
    ]);
    expect(found.subcategories).toEqual([]);
    expect(found.priceBands).toEqual([
      { min: 0, max: 500, count: 2 },
      { min: 500, max: 1000, count: 2 },
      { min: 1000, max: 2500, count: 1 },
      { min: 2500, max: 5000, count: 2 },
      { min: 5000, max: 10000, count: 1 },
      { min: 10000, max: null, count: 2 },
    ]);
    expect(found.inStock).toBe(7);
    expect(found.ratings).toEqual([
      { min: 4, count: 3 },
      { min: 3, count: 5 },
      { min: 2, count: 6 },
      { min: 1, count: 8 },
    ]);
  });

  it("a chosen group still counts its alternatives; every other group applies it", async () => {
    const found = await facetsOf(`category=${tea.id}&subCategory=${black.id}`);
    expect(found.total).toBe(3);
    expect(found.categories.map((category) => category.count)).toEqual([5, 0, 5]);
    expect(found.subcategories).toEqual([
      { id: black.id, name: 'Black', count: 3 },
      { id: green.id, name: 'Green', count: 1 },
    ]);
    expect(bandCounts(found)).toEqual([0, 1, 1, 1, 0, 0]);
    expect(found.inStock).toBe(2);
    expect(ratingCounts(found)).toEqual([1, 1, 1, 2]);

    const inStock = await facetsOf('inStock=true&minRating=4&minPrice=3000');
    expect(inStock.total).toBe(2);
    expect(inStock.inStock).toBe(2);
    expect(bandCounts(inStock)).toEqual([0, 0, 1, 1, 0, 1]);
    expect(ratingCounts(inStock)).toEqual([2, 2, 2, 3]);
    expect(inStock.categories.map((category) => category.count)).toEqual([2, 0, 0]);
  });

  it('a keyword counts what the search finds as written (the misspelling fallback is the search\'s alone)', async () => {
    expect((await facetsOf('keyword=tea')).total).toBe(7);
    expect((await facetsOf('keyword=cinamon')).total).toBe(0);
  });

  it('an unknown category counts nothing rather than failing, and still lists the categories', async () => {
    const found = await facetsOf('category=no-such-category');
    expect(found.total).toBe(0);
    expect(found.inStock).toBe(0);
    expect(found.subcategories).toEqual([]);
    expect(found.priceBands.every((band) => band.count === 0)).toBe(true);
    expect(found.ratings.every((rating) => rating.count === 0)).toBe(true);
    expect(found.categories.map((category) => category.count)).toEqual([5, 0, 5]);
  });
});

describe('GET /api/products/facets: from the catalogue cache', () => {
  it("reads the counts through the cache, under the whole shop's listing whatever the filters", async () => {
    cacheReads.length = 0;
    await facetsOf(`keyword=tea&category=${tea.id}&subCategory=${black.id}&minRating=2`);
    expect(cacheReads).toEqual([
      {
        key: ['catalog:facets:v1'],
        options: { tags: [CATALOG_TAG, listingTag({})], revalidate: 60 },
        args: [expect.objectContaining({ keyword: 'tea', category: tea.id, subCategory: black.id, minRating: 2 })],
      },
    ]);
  });
});

describe('GET /api/products/facets: bad filters are answered 400 with the filter route\'s message', () => {
  const LIMIT = 'limit must be a whole number from 1 to 100';
  const PRICE = 'Price filters must be numbers of 0 or more';
  const RATING = 'minRating must be a whole number from 1 to 4';
  it.each([
    ['minPrice=abc', PRICE],
    ['maxPrice=-1', PRICE],
    ['minPrice=500&maxPrice=100', 'Min price cannot be above max price'],
    ['inStock=yes', 'inStock must be true or false'],
    ['minRating=0', RATING],
    ['minRating=5', RATING],
    ['minRating=2.5', RATING],
    ['minRating=four', RATING],
    ['sort=cheapest', 'sort must be one of relevance, newest, price_asc, price_desc, rating, name'],
    ['limit=0', LIMIT],
    ['page=0', 'page must be a whole number of 1 or more'],
    [`keyword=${'x'.repeat(101)}`, 'Keyword must be at most 100 characters'],
    [`category=${'x'.repeat(65)}`, 'Unknown category'],
  ])('%s', async (query, message) => {
    expectRefused(await facets(query), 400, message);
    expectRefused(await call(filterRoute, 'GET', `/api/products/filter?${query}`), 400, message);
  });
});
