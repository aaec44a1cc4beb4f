import { describe, expect, it } from 'vitest';
import { call, expectRefused } from '@/tests/api';
import { expectProductList, makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { GET as filterRoute } from './filter/route';
import { GET as getAllRoute } from './getall/route';
import { GET as searchRoute } from './search/route';

/**
 * GET /api/products/filter, /search and /getall (one list reply, lib/catalog/product-list-reply.ts) against a small
 * known catalogue: the file's database holds only these eight products, and no test here changes them, so every
 * filter is checked for exactly the products it must return, in order.
 */

const { prisma } = await setupCatalogTest();

const tea = await makeCategory(prisma, { name: 'Tea' });
const crafts = await makeCategory(prisma, { name: 'Crafts' });
const black = await makeSubcategory(prisma, tea.id, { name: 'Black' });
const green = await makeSubcategory(prisma, tea.id, { name: 'Green' });
const masks = await makeSubcategory(prisma, crafts.id, { name: 'Masks' });

const start = Date.parse('2026-01-01T00:00:00Z');
let made = 0;
const product = async (
  name: string,
  description: string,
  categoryId: string,
  subcategoryId: string | null,
  price: string,
  stock: number,
  rating: { ratingAverage: string; ratingCount: number } = { ratingAverage: '0', ratingCount: 0 },
) => {
  made += 1;
  const row = await makeProduct(prisma, { name, description, categoryId, subcategoryId, price, stock, createdAt: new Date(start + made * 60_000), ...rating });
  return row.id;
};

// Created in this order, a minute apart: p8 is the newest.
const p1 = await product('Ceylon Black Tea', 'Strong morning brew', tea.id, black.id, '1249.99', 12, { ratingAverage: '4.20', ratingCount: 10 });
const p2 = await product('Green Tea Bags', '100% natural, 25 bags', tea.id, green.id, '450.00', 0);
const p3 = await product('Earl Grey', 'Black TEA with bergamot', tea.id, black.id, '899.50', 5);
const p4 = await product('Devil Mask', 'Hand-carved kolam mask', crafts.id, masks.id, '3500.00', 2, { ratingAverage: '4.80', ratingCount: 5 });
const p5 = await product('Batik_Wall Hanging', 'Cotton batik', crafts.id, null, '2750.25', 0);
const p6 = await product('Tea Cup Set', 'Porcelain', crafts.id, null, '1249.98', 7);
const p7 = await product('Mask of Peace', 'Discounted: 50% off', crafts.id, masks.id, '1250.00', 1);
const p8 = await product('Spiced Chai', 'A tea blend with cinnamon', tea.id, null, '99.99', 3);

const ALL_NEWEST_FIRST = [p8, p7, p6, p5, p4, p3, p2, p1];
const BY_PRICE = [p8, p2, p3, p6, p1, p7, p5, p4];

const filter = (query: string) => call(filterRoute, 'GET', `/api/products/filter?${query}`);
const search = (query: string) => call(searchRoute, 'GET', `/api/products/search?${query}`);
const getAll = (query: string) => call(getAllRoute, 'GET', `/api/products/getall?${query}`);

/** The ids a filter returns in order, with the one-page pagination checked. */
async function ids(query: string, send = filter): Promise<string[]> {
  const reply = await send(query);
  return expectProductList(reply, { page: 1, limit: 24, hasMore: false });
}

/** The ids as a set, for filters whose order is not the point. */
const set = async (query: string) => new Set(await ids(query));

describe('GET /api/products/filter: exactly the matching products', () => {
  it('answers every product, newest first, without filters', async () => {
    expect(await ids('')).toEqual(ALL_NEWEST_FIRST);
    expect(await ids('keyword=&category=&subCategory=&minPrice=&maxPrice=&inStock=&sort=')).toEqual(ALL_NEWEST_FIRST);
  });

  it('keyword: name and description, any letter case, blanks trimmed', async () => {
    expect(await set('keyword=tea')).toEqual(new Set([p1, p2, p3, p6, p8]));
    expect(await set('keyword=TeA')).toEqual(new Set([p1, p2, p3, p6, p8]));
    expect(await set('keyword=%20%20mask%20')).toEqual(new Set([p4, p7]));
    expect(await set('keyword=bergamot')).toEqual(new Set([p3]));
    expect(await set('keyword=durian')).toEqual(new Set());
  });

  it('keyword: % and _ are matched literally', async () => {
    expect(await set('keyword=%25')).toEqual(new Set([p2, p7]));
    expect(await set('keyword=100%25')).toEqual(new Set([p2]));
    expect(await set('keyword=_')).toEqual(new Set([p5]));
    expect(await set('keyword=k_l')).toEqual(new Set());
    expect(await set('keyword=%25mask')).toEqual(new Set());
    expect(await set('keyword=batik_wall')).toEqual(new Set([p5]));
  });

  it('category and subCategory', async () => {
    expect(await set(`category=${tea.id}`)).toEqual(new Set([p1, p2, p3, p8]));
    expect(await set(`category=${crafts.id}`)).toEqual(new Set([p4, p5, p6, p7]));
    expect(await set(`subCategory=${black.id}`)).toEqual(new Set([p1, p3]));
    expect(await set(`subCategory=${masks.id}`)).toEqual(new Set([p4, p7]));
    expect(await set(`category=${tea.id}&subCategory=${masks.id}`)).toEqual(new Set());
    expect(await set('category=no-such-category')).toEqual(new Set());
  });

  it('minPrice and maxPrice: inclusive, to the cent', async () => {
    expect(await set('minPrice=1249.99')).toEqual(new Set([p1, p4, p5, p7]));
    expect(await set('maxPrice=1249.99')).toEqual(new Set([p1, p2, p3, p6, p8]));
    expect(await set('minPrice=1249.99&maxPrice=1249.99')).toEqual(new Set([p1]));
    expect(await set('minPrice=1249.985&maxPrice=1249.995')).toEqual(new Set([p1]));
    expect(await set('minPrice=899.5&maxPrice=1250')).toEqual(new Set([p1, p3, p6, p7]));
    expect(await set('minPrice=0&maxPrice=99.99')).toEqual(new Set([p8]));
    expect(await set('minPrice=3500.01')).toEqual(new Set());
  });

  it('inStock: only products with stock above 0 when true', async () => {
    const inStock = new Set([p1, p3, p4, p6, p7, p8]);
    expect(await set('inStock=true')).toEqual(inStock);
    expect(await set('inStock=1')).toEqual(inStock);
    expect(await set('inStock=false')).toEqual(new Set(ALL_NEWEST_FIRST));
    expect(await set('inStock=0')).toEqual(new Set(ALL_NEWEST_FIRST));
  });

  it('minRating: only products rated at least that many stars on average', async () => {
    expect(await set('minRating=4')).toEqual(new Set([p1, p4]));
    expect(await set('minRating=1')).toEqual(new Set([p1, p4]));
    expect(await set('minRating=')).toEqual(new Set(ALL_NEWEST_FIRST));
    // A one-word keyword in relevance order reads the word list, which must apply the rating too.
    expect(await ids('keyword=tea&minRating=4')).toEqual([p1]);
    expect(await ids('keyword=mask&minRating=4&sort=price_asc')).toEqual([p4]);
    expect(await ids(`category=${crafts.id}&minRating=4&inStock=true`)).toEqual([p4]);
  });

  it('combinations: every filter applies', async () => {
    expect(await set(`keyword=tea&category=${tea.id}&inStock=true`)).toEqual(new Set([p1, p3, p8]));
    expect(await set('keyword=mask&maxPrice=2000')).toEqual(new Set([p7]));
    expect(await set(`category=${crafts.id}&minPrice=1000&maxPrice=3000&inStock=true`)).toEqual(new Set([p6, p7]));
    expect(await set(`keyword=tea&subCategory=${black.id}&minPrice=900`)).toEqual(new Set([p1]));
    expect(await set(`keyword=bags&category=${tea.id}&inStock=true`)).toEqual(new Set());
  });
});

describe('GET /api/products/filter: sorts', () => {
  it('price_asc and price_desc', async () => {
    expect(await ids('sort=price_asc')).toEqual(BY_PRICE);
    expect(await ids('sort=price_desc')).toEqual([...BY_PRICE].reverse());
    expect(await ids(`sort=price_asc&category=${crafts.id}`)).toEqual([p6, p7, p5, p4]);
  });

  it('name and newest', async () => {
    expect(await ids('sort=name')).toEqual([p5, p1, p4, p3, p2, p7, p8, p6]);
    expect(await ids('sort=newest')).toEqual(ALL_NEWEST_FIRST);
  });

  it('rating: the best rated first', async () => {
    expect((await ids('sort=rating')).slice(0, 2)).toEqual([p4, p1]);
  });

  it('relevance (the default with a keyword): name matches before description-only ones, then the most reviewed, then the newest', async () => {
    const relevance = [p1, p6, p2, p8, p3];
    expect(await ids('keyword=tea')).toEqual(relevance);
    expect(await ids('keyword=tea&sort=relevance')).toEqual(relevance);
    expect(await ids('keyword=mask')).toEqual([p4, p7]);
    expect(await ids('keyword=tea&sort=price_asc')).toEqual([p8, p2, p3, p6, p1]);
  });
});

describe('GET /api/products/filter: keywords of several words and misspellings', () => {
  it('every word counts, in any order, each in the name or the description; name matches first', async () => {
    expect(await ids('keyword=black%20tea')).toEqual([p1, p3]);
    expect(await ids('keyword=tea%20black')).toEqual([p1, p3]);
    expect(await ids('keyword=tea%20ceylon')).toEqual([p1]);
    expect(await ids('keyword=bags%20green')).toEqual([p2]);
    expect(await ids('keyword=chai%20cinnamon')).toEqual([p8]);
    expect(await ids('keyword=%20tea%20%20%20TEA%20')).toEqual([p1, p6, p2, p8, p3]);
  });

  it('a part of a word matches', async () => {
    expect(await ids('keyword=cey%20bla')).toEqual([p1]);
    expect(await ids('keyword=porcel')).toEqual([p6]);
  });

  it('words that are never together find nothing', async () => {
    expect(await ids('keyword=ceylon%20bergamot')).toEqual([]);
    expect(await ids('keyword=mask%20tea')).toEqual([]);
  });

  it('a one-letter misspelling finds the product when nothing matches as written, closest first', async () => {
    expect(await ids('keyword=cinamon')).toEqual([p8]);
    expect(await ids('keyword=bergamont')).toEqual([p3]);
    expect(await ids('keyword=porcelian')).toEqual([p6]);
    expect(await ids('keyword=cinamon&category=' + crafts.id)).toEqual([]);
  });

  it('short words, and words with anything but letters, are never guessed at', async () => {
    expect(await ids('keyword=tae')).toEqual([]);
    expect(await ids('keyword=k_l')).toEqual([]);
    // 'bergamont1' is 0.64 like '... with bergamot': close enough to be found, were digits guessed at.
    expect(await ids('keyword=bergamont1')).toEqual([]);
    expect(await ids('keyword=cinamon%2025')).toEqual([]);
    expect(await ids('keyword=durian')).toEqual([]);
  });

  it('pages of a several-word search neither overlap nor miss a product', async () => {
    const all = await ids('keyword=a%20e');
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      pages.push(expectProductList(await filter(`keyword=a%20e&limit=2&page=${page}`), { page, limit: 2, hasMore: page * 2 < all.length }));
    }
    expect(pages.flat()).toEqual(all);
    expect(all.length).toBeGreaterThan(4);
  });

  it('a misspelt keyword pages too, and a page past the end of real matches stays empty', async () => {
    expect(expectProductList(await filter('keyword=cinamon&page=2'), { page: 2, limit: 24, hasMore: false })).toEqual([]);
    expect(expectProductList(await filter('keyword=tea&limit=2&page=9'), { page: 9, limit: 2, hasMore: false })).toEqual([]);
  });
});

describe('GET /api/products/filter: pagination', () => {
  it('pages with limit and page, hasMore while more follow, no overlap and nothing missed', async () => {
    const first = await filter('sort=price_asc&limit=3');
    const second = await filter('sort=price_asc&limit=3&page=2');
    const third = await filter('sort=price_asc&limit=3&page=3');
    const pages = [
      expectProductList(first, { page: 1, limit: 3, hasMore: true }),
      expectProductList(second, { page: 2, limit: 3, hasMore: true }),
      expectProductList(third, { page: 3, limit: 3, hasMore: false }),
    ];
    expect(pages).toEqual([BY_PRICE.slice(0, 3), BY_PRICE.slice(3, 6), BY_PRICE.slice(6)]);
    expect(new Set(pages.flat()).size).toBe(8);
  });

  it('says no more on a page that ends exactly at the last product, and answers an empty page past the end', async () => {
    expect(expectProductList(await filter('limit=4&page=2'), { page: 2, limit: 4, hasMore: false })).toEqual(ALL_NEWEST_FIRST.slice(4));
    const past = await filter('limit=4&page=3');
    expect(expectProductList(past, { page: 3, limit: 4, hasMore: false })).toEqual([]);
    expect(past.body.message).toBe('No Products Found');
  });

  it('pages within a filter', async () => {
    expect(expectProductList(await filter('keyword=tea&limit=2'), { page: 1, limit: 2, hasMore: true })).toEqual([p1, p6]);
    expect(expectProductList(await filter('keyword=tea&limit=2&page=3'), { page: 3, limit: 2, hasMore: false })).toEqual([p3]);
  });

  it('accepts a limit of 1 and of 100', async () => {
    expect(expectProductList(await filter('limit=1'), { page: 1, limit: 1, hasMore: true })).toEqual([p8]);
    expect(expectProductList(await filter('limit=100'), { page: 1, limit: 100, hasMore: false })).toEqual(ALL_NEWEST_FIRST);
  });
});

describe('GET /api/products/filter: bad filters are answered 400 with the message', () => {
  const LIMIT = 'limit must be a whole number from 1 to 100';
  const PAGE = 'page must be a whole number of 1 or more';
  const PRICE = 'Price filters must be numbers of 0 or more';
  it.each([
    ['minPrice=abc', PRICE],
    ['maxPrice=ten', PRICE],
    ['minPrice=-1', PRICE],
    ['maxPrice=Infinity', PRICE],
    ['minPrice=500&maxPrice=100', 'Min price cannot be above max price'],
    ['limit=0', LIMIT],
    ['limit=101', LIMIT],
    ['limit=2.5', LIMIT],
    ['limit=many', LIMIT],
    ['page=0', PAGE],
    ['page=-1', PAGE],
    ['page=1.5', PAGE],
    ['page=first', PAGE],
    ['page=10001', 'page must be at most 10000'],
    ['sort=cheapest', 'sort must be one of relevance, newest, price_asc, price_desc, rating, name'],
    ['inStock=yes', 'inStock must be true or false'],
    ['minRating=0', 'minRating must be a whole number from 1 to 4'],
    ['minRating=5', 'minRating must be a whole number from 1 to 4'],
    ['minRating=3.5', 'minRating must be a whole number from 1 to 4'],
    ['minRating=many', 'minRating must be a whole number from 1 to 4'],
    [`keyword=${'x'.repeat(101)}`, 'Keyword must be at most 100 characters'],
  ])('%s', async (query, message) => {
    expectRefused(await filter(query), 400, message);
  });
});

describe('GET /api/products/search and /getall: the same list reply and filters', () => {
  it('search finds by keyword with relevance', async () => {
    expect(await ids('keyword=tea', search)).toEqual([p1, p6, p2, p8, p3]);
    expect(await ids('keyword=%25', search)).toEqual([p7, p2]);
    expect(await ids('', search)).toEqual(ALL_NEWEST_FIRST);
  });

  it('getall pages every product', async () => {
    expect(await ids('', getAll)).toEqual(ALL_NEWEST_FIRST);
    expect(expectProductList(await getAll('limit=5&page=2&sort=price_desc'), { page: 2, limit: 5, hasMore: false })).toEqual(
      [...BY_PRICE].reverse().slice(5),
    );
  });

  it('both refuse bad filters', async () => {
    expectRefused(await search('page=0'), 400, 'page must be a whole number of 1 or more');
    expectRefused(await getAll('sort=random'), 400, 'sort must be one of relevance, newest, price_asc, price_desc, rating, name');
  });
});

describe('the known catalogue', () => {
  it('is unchanged by the calls above', async () => {
    expect(await prisma.product.count()).toBe(8);
  });
});
