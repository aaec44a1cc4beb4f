import { describe, expect, it } from 'vitest';
import { createUser, createUserAndLogIn, expectRefused, type Reply } from '@/tests/api';
import { ADMIN_REFUSALS, expectKeys, makeCategory, makeProduct, refusalOptions, setupCatalogTest } from '@/tests/catalog';
import { REVIEW_KEYS, reviewApi as api } from '@/tests/reviews';

/**
 * GET /api/reviews/admin/getall (Manage Reviews): pages and their edges, the rating, product and search filters, the
 * total, 400 for bad values, 401/403. 25 reviews a day apart (plus two in the same millisecond) in a database of
 * their own; GET /api/reviews/user/{userId}'s pages are checked at the end.
 */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };
const category = await makeCategory(prisma);
const tea = await makeProduct(prisma, { categoryId: category.id, name: 'Ceylon Tea 50%_Blend' });
const spice = await makeProduct(prisma, { categoryId: category.id, name: 'Cinnamon Sticks' });
const kamala = await createUser({ name: 'Kamala Gunawardhana', email: 'kamala@slt.lk' });
const people = [kamala, ...(await Promise.all(Array.from({ length: 12 }, (_, index) => createUser({ name: `Reviewer ${index}` }))))];

const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

type Row = { id: string; rating: number; productId: string; userId: string; comment: string; createdAt: Date };
const rows: Row[] = [];
// Review i (0-24): the ith person of `people` reviews tea for i < 13, else spice (people reused); rating 1 + i % 5.
for (let index = 0; index < 25; index += 1) {
  const person = people[index % people.length]!;
  const product = index < 13 ? tea : spice;
  const comment = index === 3 ? 'Lovely AROMA, fresh' : index === 7 ? 'Tastes like 100% cinnamon' : `Comment ${index}`;
  const row = await prisma.review.create({
    data: { userId: person.id, productId: product.id, rating: 1 + (index % 5), comment, createdAt: new Date(START + index * DAY) },
  });
  rows.push(row);
}
// Two reviews in the same millisecond, newer than all: the id decides their order.
const tied = await Promise.all(
  [shopper, admin].map((person) => prisma.review.create({ data: { userId: person.id, productId: spice.id, rating: 5, createdAt: new Date(START + 30 * DAY) } })),
);
rows.push(...tied);

const newestFirst = (list: Row[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);
const idsOf = (data: { _id: string }[]) => data.map((item) => item._id);
const list = (query = '') => api.adminList({ token: admin.token }, query);
const totalOf = (reply: Reply) => (reply.body.pagination as { total: number }).total;

describe('GET /api/reviews/admin/getall', () => {
  it('answers the first 20, newest first (the id breaking a tie), with the total', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Reviews fetched');
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'message', 'pagination', 'success']);
    expect(idsOf(reply.body.data)).toEqual(newestFirst(rows).slice(0, 20));
    expect(reply.body.pagination).toEqual({ page: 1, limit: 20, hasMore: true, total: 27 });
    for (const item of reply.body.data) expectKeys(item, REVIEW_KEYS);
    expect(reply.body.data[2]).toMatchObject({ _id: rows[24]!.id, product: { _id: spice.id, name: 'Cinnamon Sticks' }, rating: 5 });
  });

  it('walks every page without a gap or a repeat, and answers an exact last page and a page past the end', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = await list(`?limit=9&page=${page}`);
      seen.push(...idsOf(reply.body.data));
      expect(reply.body.pagination).toEqual({ page, limit: 9, hasMore: page < 3, total: 27 });
    }
    expect(seen).toEqual(newestFirst(rows));
    const past = await list('?limit=9&page=4');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.message).toBe('No reviews yet.');
    expect(past.body.pagination).toEqual({ page: 4, limit: 9, hasMore: false, total: 27 });
  });

  it.each([1, 2, 3, 4, 5])('filters by rating %i', async (rating) => {
    const reply = await list(`?rating=${rating}`);
    const expected = newestFirst(rows.filter((row) => row.rating === rating));
    expect(idsOf(reply.body.data)).toEqual(expected);
    expect(reply.body.data.every((item: { rating: number }) => item.rating === rating)).toBe(true);
    expect(totalOf(reply)).toBe(expected.length);
  });

  it('filters by product, alone and with a rating; an unknown product is an empty page', async () => {
    const ofSpice = await list(`?productId=${spice.id}`);
    expect(idsOf(ofSpice.body.data)).toEqual(newestFirst(rows.filter((row) => row.productId === spice.id)));
    expect(totalOf(ofSpice)).toBe(14);
    const both = await list(`?productId=${tea.id}&rating=4`);
    expect(idsOf(both.body.data)).toEqual(newestFirst(rows.filter((row) => row.productId === tea.id && row.rating === 4)));
    const none = await list('?productId=no-such-product');
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination).toEqual({ page: 1, limit: 20, hasMore: false, total: 0 });
  });

  it('searches the product name, the reviewer name and e-mail and the comment, any part in any case', async () => {
    const search = async (text: string) => idsOf((await list(`?limit=100&search=${encodeURIComponent(text)}`)).body.data).sort();
    const byKamala = rows.filter((row) => row.userId === kamala.id).map((row) => row.id).sort();
    expect(await search('cinnamon')).toEqual(
      rows.filter((row) => row.productId === spice.id || row.comment.includes('cinnamon')).map((row) => row.id).sort(),
    );
    expect(await search('GUNAWARDHANA')).toEqual(byKamala);
    expect(await search('@slt.lk')).toEqual(byKamala);
    expect(await search('aroma')).toEqual([rows[3]!.id]);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    const percent = await list(`?limit=100&search=${encodeURIComponent('50%')}`);
    expect(percent.body.data.map((item: { product: { name: string } }) => item.product.name)).toEqual(Array(13).fill('Ceylon Tea 50%_Blend'));
    const hundred = await list(`?search=${encodeURIComponent('100%')}`);
    expect(idsOf(hundred.body.data)).toEqual([rows[7]!.id]);
    const underscore = await list(`?limit=100&search=${encodeURIComponent('%_B')}`);
    expect(totalOf(underscore)).toBe(13);
    expect(totalOf(await list(`?search=${encodeURIComponent('_')}`))).toBe(13);
  });

  it('combines search, rating and product, and pages the matches', async () => {
    const reply = await list(`?search=reviewer&rating=1&productId=${tea.id}&limit=1&page=2`);
    const expected = newestFirst(rows.filter((row) => row.productId === tea.id && row.rating === 1 && row.userId !== kamala.id));
    expect(expected.length).toBeGreaterThan(1);
    expect(idsOf(reply.body.data)).toEqual([expected[1]]);
    expect(reply.body.pagination).toEqual({ page: 2, limit: 1, hasMore: expected.length > 2, total: expected.length });
  });

  it('counts empty parameters as absent', async () => {
    const reply = await list('?rating=&search=&productId=&page=&limit=');
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toEqual({ page: 1, limit: 20, hasMore: true, total: 27 });
  });

  it.each([
    ['?rating=0', 'rating must be a whole number from 1 to 5'],
    ['?rating=6', 'rating must be a whole number from 1 to 5'],
    ['?rating=4.5', 'rating must be a whole number from 1 to 5'],
    ['?rating=good', 'rating must be a whole number from 1 to 5'],
    ['?page=0', 'page must be a whole number of 1 or more'],
    ['?page=two', 'page must be a whole number of 1 or more'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    [`?productId=${'x'.repeat(101)}`, 'productId must be at most 100 characters'],
  ])('refuses %s (400)', async (query, message) => {
    expectRefused(await list(query), 400, message);
  });

  it.each(ADMIN_REFUSALS.filter(([who]) => who !== 'an admin cookie without X-XSRF-TOKEN'))('refuses %s (%i)', async (who, status, message) => {
    expectRefused(await api.adminList(refusalOptions(who, sessions)), status, message);
  });
});

describe('GET /api/reviews/user/{userId} pages', () => {
  it('pages a shopper’s own reviews only, newest first, with their total', async () => {
    const reader = await createUserAndLogIn({ name: 'Paging Reader' });
    const products = await Promise.all(Array.from({ length: 5 }, (_, index) => makeProduct(prisma, { categoryId: category.id, name: `Own ${index}` })));
    const own: Row[] = [];
    for (const [index, product] of products.entries()) {
      own.push(await prisma.review.create({ data: { userId: reader.id, productId: product.id, rating: 3, createdAt: new Date(START + index * DAY) } }));
    }
    const expected = newestFirst(own);
    const first = await api.userList(reader.id, { token: reader.token }, '?limit=2');
    expect(idsOf(first.body.data)).toEqual(expected.slice(0, 2));
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, hasMore: true, total: 5 });
    const last = await api.userList(reader.id, { token: reader.token }, '?limit=2&page=3');
    expect(idsOf(last.body.data)).toEqual(expected.slice(4));
    expect(last.body.pagination).toEqual({ page: 3, limit: 2, hasMore: false, total: 5 });
    const past = await api.userList(reader.id, { token: reader.token }, '?limit=2&page=4');
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 4, limit: 2, hasMore: false, total: 5 });
    expectRefused(await api.userList(reader.id, { token: reader.token }, '?limit=500'), 400, 'limit must be a whole number from 1 to 100');
    expectRefused(await api.userList(kamala.id, { token: reader.token }), 403, 'You can only view your own reviews');
  });
});
