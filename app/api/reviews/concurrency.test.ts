import { describe, expect, it } from 'vitest';
import { summarize } from '@/lib/reviews/rules';
import { createUserAndLogIn } from '@/tests/api';
import { makeCategory, makeProduct, setupCatalogTest } from '@/tests/catalog';
import { ratingOf, reviewApi as api } from '@/tests/reviews';

/**
 * Reviews written at the same time. Every call runs in parallel (Promise.all); against a real PostgreSQL
 * (DATABASE_URL) the transactions truly overlap and only the product's row lock keeps its figures exact.
 */

const { prisma, admin } = await setupCatalogTest();
const category = await makeCategory(prisma);
const SHOPPERS = 16;
const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => createUserAndLogIn({ name: `Parallel Shopper ${index + 1}` })));

/** What the reviews table holds for a product, summarised independently of the code under test. */
async function tableFigures(productId: string) {
  const rows = await prisma.review.findMany({ where: { productId }, select: { rating: true } });
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  return { count: rows.length, sum };
}

const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status).sort();

describe('reviewing one product in parallel', () => {
  it(`${SHOPPERS} shoppers reviewing at once leave exact figures`, async () => {
    const tea = await makeProduct(prisma, { categoryId: category.id, name: 'Busy Tea' });
    const ratings = shoppers.map((_, index) => (index % 5) + 1);
    const replies = await Promise.all(
      shoppers.map((shopper, index) => api.create({ token: shopper.token, json: { productId: tea.id, rating: ratings[index] } })),
    );
    expect(statuses(replies)).toEqual(Array(SHOPPERS).fill(201));

    const sum = ratings.reduce((total, rating) => total + rating, 0);
    const expected = { count: SHOPPERS, average: Math.round((sum / SHOPPERS) * 100) / 100 };
    expect(await tableFigures(tea.id)).toEqual({ count: SHOPPERS, sum });
    expect(await ratingOf(prisma, tea.id)).toEqual(expected);
    const listed = await api.productList(tea.id);
    expect(listed.body.data).toMatchObject({ total: SHOPPERS, average: expected.average, distribution: { 5: 3, 4: 3, 3: 3, 2: 3, 1: 4 } });
    // One notification per new review.
    expect(await prisma.notification.count({ where: { message: { contains: 'on Busy Tea by' } } })).toBe(SHOPPERS);
  });

  it('edits, deletes and new reviews at once still leave the figures of the table', async () => {
    const tea = await makeProduct(prisma, { categoryId: category.id, name: 'Churning Tea' });
    const firstHalf = shoppers.slice(0, SHOPPERS / 2);
    const made = await Promise.all(firstHalf.map((shopper) => api.create({ token: shopper.token, json: { productId: tea.id, rating: 1 } })));
    const ids = made.map((reply) => reply.body.data._id as string);

    const replies = await Promise.all([
      // A quarter edits to 5, a quarter is deleted (by author or admin), the other half posts new reviews of 3.
      ...firstHalf.slice(0, SHOPPERS / 4).map((shopper, index) => api.update(ids[index]!, { token: shopper.token, json: { rating: 5 } })),
      ...ids.slice(SHOPPERS / 4).map((id, index) => api.remove(id, { token: index % 2 ? admin.token : firstHalf[SHOPPERS / 4 + index]!.token })),
      ...shoppers.slice(SHOPPERS / 2).map((shopper) => api.create({ token: shopper.token, json: { productId: tea.id, rating: 3 } })),
    ]);
    expect(replies.every((reply) => reply.body.success)).toBe(true);

    const expectedSummary = summarize({ 5: SHOPPERS / 4, 3: SHOPPERS / 2 });
    expect(await tableFigures(tea.id)).toEqual({ count: (3 * SHOPPERS) / 4, sum: 5 * (SHOPPERS / 4) + 3 * (SHOPPERS / 2) });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: expectedSummary.average, count: expectedSummary.total });
  });

  it('one shopper posting twice at once gets one review (201 and 200)', async () => {
    const tea = await makeProduct(prisma, { categoryId: category.id, name: 'Double Click Tea' });
    const [shopper] = shoppers;
    const replies = await Promise.all([4, 2].map((rating) => api.create({ token: shopper!.token, json: { productId: tea.id, rating } })));
    expect(statuses(replies)).toEqual([200, 201]);
    expect(await prisma.review.count({ where: { productId: tea.id } })).toBe(1);
    const stored = await prisma.review.findFirstOrThrow({ where: { productId: tea.id } });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: stored.rating, count: 1 });
  });
});
