import { describe, expect, it } from 'vitest';
import { DELETE as deleteAccountRoute } from '@/app/api/user/me/route';
import { call, type CallOptions, createUserAndLogIn, expectRefused } from '@/tests/api';
import { ADMIN_REFUSALS, expectKeys, makeCategory, makeProduct, refusalOptions, setupCatalogTest, storeImage } from '@/tests/catalog';
import { ratingOf, REVIEW_KEYS, reviewApi as api, reviewSnapshot } from '@/tests/reviews';

/**
 * Reviews: POST create, GET getall/{productId}, GET user/{userId}, PUT update/{id}, DELETE {id}, GET admin/getall and
 * DELETE /api/reviews (admin, by ids). Parallel writes are in concurrency.test.ts.
 */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };
const other = await createUserAndLogIn({ name: 'Other Shopper' });
const category = await makeCategory(prisma);

const makeTea = (name = 'Ceylon Tea') => makeProduct(prisma, { categoryId: category.id, name, price: '450.00', images: [storeImage(), storeImage()] });

/** A review made through the API (201). */
async function review(session: { token: string }, productId: string, rating: number, comment?: string) {
  const reply = await api.create({ token: session.token, json: { productId, rating, comment } });
  expect(reply.status, reply.body.message).toBe(201);
  return reply.body.data as { _id: string; rating: number; comment: string };
}

const idsOf = (reviews: { _id: string }[]) => reviews.map((item) => item._id);

const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';

describe('POST /api/reviews/create', () => {
  it('stores a review, answers it in the review shape, updates the product figures and tells the admins', async () => {
    const tea = await makeTea('Review Tea');
    const reply = await api.create({ token: shopper.token, json: { productId: tea.id, rating: 4, comment: '  Fresh and strong  ' } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'Review submitted' });
    const data = reply.body.data;
    expectKeys(data, REVIEW_KEYS);
    expect(data).toMatchObject({
      rating: 4,
      comment: 'Fresh and strong',
      product: { _id: tea.id, name: 'Review Tea', price: 450, image: tea.images },
      user: { _id: shopper.id, name: 'Kamal Silva', avatar: null },
      name: 'Kamal Silva',
      image: tea.images[0],
      variantInfo: null,
    });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 4, count: 1 });

    const notifications = await prisma.notification.findMany({ where: { audience: 'ADMIN' } });
    expect(notifications.map(({ message, meta, userId }) => ({ message, meta, userId }))).toContainEqual({
      message: 'New review (4★) on Review Tea by Kamal Silva',
      meta: { product: 'Review Tea', rating: 4, user: 'Kamal Silva' },
      userId: null,
    });
  });

  it('works with a cookie session and its CSRF header, and refuses the cookie without it', async () => {
    const tea = await makeTea();
    expectRefused(
      await api.create({ cookies: { ...shopper, csrfHeader: false }, json: { productId: tea.id, rating: 5 } }),
      403,
      'Invalid or missing CSRF token. Reload the page and try again.',
    );
    expect((await api.create({ cookies: shopper, json: { productId: tea.id, rating: 5 } })).status).toBe(201);
  });

  it('edits the first review when the shopper reviews the same product again (one review per shopper and product)', async () => {
    const tea = await makeTea();
    const first = await review(shopper, tea.id, 2, 'Too bitter');
    const notificationsBefore = await prisma.notification.count();

    const again = await api.create({ token: shopper.token, json: { productId: tea.id, rating: 5, comment: 'Better brewed shorter' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('You had already reviewed this product: your review was updated');
    expect(again.body.data).toMatchObject({ _id: first._id, rating: 5, comment: 'Better brewed shorter' });
    expect(await prisma.review.count({ where: { productId: tea.id } })).toBe(1);
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 5, count: 1 });
    // An edit is not a new review.
    expect(await prisma.notification.count()).toBe(notificationsBefore);

    // Without a comment the saved one stays; an empty one removes it.
    expect((await api.create({ token: shopper.token, json: { productId: tea.id, rating: 3 } })).body.data.comment).toBe('Better brewed shorter');
    expect((await api.create({ token: shopper.token, json: { productId: tea.id, rating: 3, comment: '' } })).body.data.comment).toBe('');
  });

  it('takes a review without a comment, and a rating sent as digit text', async () => {
    const tea = await makeTea();
    const reply = await api.create({ token: other.token, json: { productId: tea.id, rating: '3' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ rating: 3, comment: '' });
  });

  it('stores markup in a comment verbatim and answers it as text', async () => {
    const tea = await makeTea();
    const created = await review(shopper, tea.id, 1, SCRIPT);
    expect(created.comment).toBe(SCRIPT);
    expect((await prisma.review.findUniqueOrThrow({ where: { id: created._id } })).comment).toBe(SCRIPT);
    const listed = await api.productList(tea.id);
    expect(listed.body.data.reviews[0].comment).toBe(SCRIPT);
    // JSON carries it as a string, not as markup: the reply is JSON, never HTML.
    expect(listed.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    ['no rating', { comment: 'Nice' }, 400, 'Please select a rating'],
    ['rating null', { rating: null }, 400, 'Please select a rating'],
    ['rating 0', { rating: 0 }, 400, 'Please select a rating'],
    ['rating 6', { rating: 6 }, 400, 'Rating must be a whole number from 1 to 5'],
    ['rating -1', { rating: -1 }, 400, 'Rating must be a whole number from 1 to 5'],
    ['rating 2.5', { rating: 2.5 }, 400, 'Rating must be a whole number from 1 to 5'],
    ['rating "five"', { rating: 'five' }, 400, 'Rating must be a whole number from 1 to 5'],
    ['a comment that is not text', { rating: 4, comment: { html: '<b>' } }, 400, 'Comment must be text'],
    ['a comment over 2,000 characters', { rating: 4, comment: 'a'.repeat(2001) }, 400, 'Comment must be at most 2,000 characters'],
  ])('refuses %s and changes nothing', async (_case, body, status, message) => {
    const tea = await makeTea();
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.create({ token: shopper.token, json: { productId: tea.id, ...body } }), status, message);
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });

  it('refuses a missing or unknown product, and a body that is not JSON, changing nothing', async () => {
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.create({ token: shopper.token, json: { rating: 4 } }), 400, 'Choose a product to review');
    expectRefused(await api.create({ token: shopper.token, json: { productId: '', rating: 4 } }), 400, 'Choose a product to review');
    expectRefused(await api.create({ token: shopper.token, json: { productId: 'no-such-product', rating: 4 } }), 404, 'Product not found');
    expectRefused(await api.create({ token: shopper.token, json: { productId: 'x'.repeat(5000), rating: 4 } }), 404, 'Product not found');
    expectRefused(await api.create({ token: shopper.token, raw: { body: '{"rating":', contentType: 'application/json' } }), 400, 'Malformed JSON body');
    expectRefused(await api.create({ token: shopper.token, json: [4] }), 400, 'Choose a product to review');
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });

  it('refuses a guest (401)', async () => {
    const tea = await makeTea();
    expectRefused(await api.create({ json: { productId: tea.id, rating: 4 } }), 401, 'Please log in to continue');
    expect(await prisma.review.count({ where: { productId: tea.id } })).toBe(0);
  });
});

describe('GET /api/reviews/getall/{productId}', () => {
  it('is public: a page of reviews, newest first, and the summary of all of them', async () => {
    const tea = await makeTea();
    const reviewers = [shopper, other, admin];
    const made = [];
    for (const [index, rating] of [5, 4, 4].entries()) made.push(await review(reviewers[index]!, tea.id, rating));

    const reply = await api.productList(tea.id);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'message', 'pagination', 'success']);
    expect(reply.body.message).toBe('Reviews fetched');
    expect(Object.keys(reply.body.data).sort()).toEqual(['average', 'distribution', 'reviews', 'total']);
    expect(reply.body.data).toMatchObject({ average: 4.33, total: 3, distribution: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 } });
    expect(idsOf(reply.body.data.reviews)).toEqual(idsOf(made).reverse());
    for (const item of reply.body.data.reviews) expectKeys(item, REVIEW_KEYS);
    expect(reply.body.pagination).toEqual({ page: 1, limit: 50, hasMore: false });
    // The stored figures say the same.
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 4.33, count: 3 });

    const second = await api.productList(tea.id, {}, '?page=2&limit=2');
    expect(idsOf(second.body.data.reviews)).toEqual([made[0]!._id]);
    expect(second.body.data.total).toBe(3);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, hasMore: false });
    expect((await api.productList(tea.id, {}, '?limit=2')).body.pagination).toEqual({ page: 1, limit: 2, hasMore: true });
  });

  it('answers an empty summary for a product without reviews', async () => {
    const tea = await makeTea();
    const reply = await api.productList(tea.id);
    expect(reply.body).toEqual({
      success: true,
      message: 'No reviews yet',
      data: { reviews: [], average: 0, total: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } },
      pagination: { page: 1, limit: 50, hasMore: false },
    });
  });

  it('answers 404 for an unknown product and 400 for a bad page', async () => {
    expectRefused(await api.productList('no-such-product'), 404, 'Product not found');
    const tea = await makeTea();
    expectRefused(await api.productList(tea.id, {}, '?limit=0'), 400, 'limit must be a whole number from 1 to 100');
    expectRefused(await api.productList(tea.id, {}, '?page=abc'), 400, 'page must be a whole number of 1 or more');
  });
});

describe('GET /api/reviews/user/{userId}', () => {
  it('gives a shopper their own reviews, newest first, with the product', async () => {
    const reader = await createUserAndLogIn({ name: 'Reading Shopper' });
    const [first, second] = [await makeTea('First Tea'), await makeTea('Second Tea')];
    const older = await review(reader, first.id, 3);
    const newer = await review(reader, second.id, 5);
    await review(other, first.id, 1);

    const reply = await api.userList(reader.id, { token: reader.token });
    expect(reply.status).toBe(200);
    expect(idsOf(reply.body.data)).toEqual([newer._id, older._id]);
    expect(reply.body.data[0].product).toEqual({ _id: second.id, name: 'Second Tea', price: 450, image: second.images });
    expect(reply.body.pagination).toEqual({ page: 1, limit: 50, hasMore: false, total: 2 });
  });

  it('refuses another user’s list to a USER (403), gives it to an admin, and 404 to an admin for an unknown user', async () => {
    expectRefused(await api.userList(other.id, { token: shopper.token }), 403, 'You can only view your own reviews');
    expectRefused(await api.userList('no-such-user', { token: shopper.token }), 403, 'You can only view your own reviews');
    const asAdmin = await api.userList(other.id, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.every((item: { user: { _id: string } }) => item.user._id === other.id)).toBe(true);
    expectRefused(await api.userList('no-such-user', { token: admin.token }), 404, 'User not found');
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await api.userList(shopper.id, {}), 401, 'Please log in to continue');
  });
});

describe('PUT /api/reviews/update/{id}', () => {
  it('lets the author change the rating and the comment; the product figures follow', async () => {
    const tea = await makeTea();
    const mine = await review(shopper, tea.id, 2, 'Weak');
    await review(other, tea.id, 4);
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 3, count: 2 });

    const reply = await api.update(mine._id, { token: shopper.token, json: { rating: 5, comment: ' Grew on me ' } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Review updated');
    expectKeys(reply.body.data, REVIEW_KEYS);
    expect(reply.body.data).toMatchObject({ _id: mine._id, rating: 5, comment: 'Grew on me' });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 4.5, count: 2 });

    // Without a comment the saved one stays.
    expect((await api.update(mine._id, { cookies: shopper, json: { rating: 4 } })).body.data).toMatchObject({ rating: 4, comment: 'Grew on me' });
  });

  it.each([
    [{ comment: 'x' }, 'Please select a rating'],
    [{ rating: 0 }, 'Please select a rating'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 3, comment: 'a'.repeat(2001) }, 'Comment must be at most 2,000 characters'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const tea = await makeTea();
    const mine = await review(shopper, tea.id, 3);
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.update(mine._id, { token: shopper.token, json: body }), 400, message);
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });

  it('refuses anyone but the author (403, also an admin), an unknown review (404) and a guest (401)', async () => {
    const tea = await makeTea();
    const mine = await review(shopper, tea.id, 3, 'Mine');
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.update(mine._id, { token: other.token, json: { rating: 1 } }), 403, 'You can only edit your own review');
    expectRefused(await api.update(mine._id, { token: admin.token, json: { rating: 1 } }), 403, 'You can only edit your own review');
    expectRefused(await api.update('no-such-review', { token: shopper.token, json: { rating: 1 } }), 404, 'Review not found');
    expectRefused(await api.update(mine._id, { json: { rating: 1 } }), 401, 'Please log in to continue');
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });
});

describe('DELETE /api/reviews/{id}', () => {
  it('lets the author delete their review; the product figures follow, back to 0 without reviews', async () => {
    const tea = await makeTea();
    const mine = await review(shopper, tea.id, 5);
    const theirs = await review(other, tea.id, 2);
    const reply = await api.remove(mine._id, { cookies: shopper });
    expect(reply.body).toEqual({ success: true, message: 'Review deleted' });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 2, count: 1 });
    expect(await prisma.review.findUnique({ where: { id: mine._id } })).toBeNull();
    expect((await api.remove(theirs._id, { token: other.token })).status).toBe(200);
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 0, count: 0 });
    // The shopper may review it again afterwards.
    expect((await api.create({ token: shopper.token, json: { productId: tea.id, rating: 4 } })).status).toBe(201);
  });

  it('lets an admin delete anyone’s review', async () => {
    const tea = await makeTea();
    const theirs = await review(other, tea.id, 1);
    expect((await api.remove(theirs._id, { token: admin.token })).body).toEqual({ success: true, message: 'Review deleted' });
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 0, count: 0 });
  });

  it('refuses another shopper (403), an unknown review (404), a guest (401) and a cookie without CSRF (403)', async () => {
    const tea = await makeTea();
    const mine = await review(shopper, tea.id, 4);
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.remove(mine._id, { token: other.token }), 403, 'You can only delete your own review');
    expectRefused(await api.remove('no-such-review', { token: shopper.token }), 404, 'Review not found');
    expectRefused(await api.remove(mine._id, {}), 401, 'Please log in to continue');
    expectRefused(
      await api.remove(mine._id, { cookies: { ...shopper, csrfHeader: false } }),
      403,
      'Invalid or missing CSRF token. Reload the page and try again.',
    );
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });
});

describe('GET /api/reviews/admin/getall', () => {
  it('gives an admin every review, newest first, a page at a time (filters: admin/getall/route.test.ts)', async () => {
    const tea = await makeTea();
    const newest = await review(other, tea.id, 3, 'Newest of all');
    const reply = await api.adminList({ token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Reviews fetched');
    const all = await prisma.review.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } });
    expect(idsOf(reply.body.data)).toEqual(all.slice(0, 20).map((row) => row.id));
    expect(reply.body.data[0]).toMatchObject({ _id: newest._id, comment: 'Newest of all', user: { name: 'Other Shopper' } });
    for (const item of reply.body.data) expectKeys(item, REVIEW_KEYS);
    const page = await api.adminList({ token: admin.token }, '?limit=1&page=2');
    expect(idsOf(page.body.data)).toEqual([all[1]!.id]);
    expect(page.body.pagination).toEqual({ page: 2, limit: 1, hasMore: true, total: all.length });
  });

  it.each(ADMIN_REFUSALS.filter(([who]) => who !== 'an admin cookie without X-XSRF-TOKEN'))('refuses %s (%i)', async (who, status, message) => {
    expectRefused(await api.adminList(refusalOptions(who, sessions)), status, message);
  });
});

describe('DELETE /api/reviews (admin, by ids)', () => {
  it('deletes the reviews named, reports ids that were not found, and recounts each product', async () => {
    const [black, green] = [await makeTea('Black Tea'), await makeTea('Green Tea')];
    const a = await review(shopper, black.id, 5);
    const b = await review(other, black.id, 1);
    const c = await review(shopper, green.id, 2);
    const kept = await review(other, green.id, 4);

    const reply = await api.removeMany({ token: admin.token, json: { ids: [a._id, c._id, 'no-such-review', a._id] } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('2 reviews deleted');
    expect(reply.body.data.deletedIds.sort()).toEqual([a._id, c._id].sort());
    expect(reply.body.data.notFoundIds).toEqual(['no-such-review']);
    expect(await ratingOf(prisma, black.id)).toEqual({ average: 1, count: 1 });
    expect(await ratingOf(prisma, green.id)).toEqual({ average: 4, count: 1 });

    const one = await api.removeMany({ cookies: admin, json: { ids: [b._id] } });
    expect(one.body).toMatchObject({ success: true, message: 'Review deleted', data: { deletedIds: [b._id], notFoundIds: [] } });
    expect(await prisma.review.findUnique({ where: { id: kept._id } })).not.toBeNull();
  });

  it('never deletes everything: a bare call, no ids or an empty list are refused, unknown ids are 404; nothing changes', async () => {
    const tea = await makeTea();
    await review(other, tea.id, 4);
    const before = await reviewSnapshot(prisma);
    const asAdmin = { token: admin.token };
    expectRefused(await api.removeMany(asAdmin), 400, 'Choose the reviews to delete');
    expectRefused(await api.removeMany({ ...asAdmin, json: {} }), 400, 'Choose the reviews to delete');
    expectRefused(await api.removeMany({ ...asAdmin, json: { ids: [] } }), 400, 'Choose the reviews to delete');
    expectRefused(await api.removeMany({ ...asAdmin, json: { ids: 'all' } }), 400, 'Choose the reviews to delete');
    expectRefused(await api.removeMany({ ...asAdmin, json: { ids: ['no-such-review'] } }), 404, 'Review not found');
    const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    expectRefused(await api.removeMany({ ...asAdmin, json: { ids: tooMany } }), 400, 'Delete at most 100 reviews at a time');
    expect(await reviewSnapshot(prisma)).toEqual(before);
    expect(await prisma.review.count()).toBeGreaterThan(0);
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i) and changes nothing', async (who, status, message) => {
    const tea = await makeTea();
    const theirs = await review(other, tea.id, 4);
    const before = await reviewSnapshot(prisma);
    expectRefused(await api.removeMany({ ...refusalOptions(who, sessions), json: { ids: [theirs._id] } }), status, message);
    expect(await reviewSnapshot(prisma)).toEqual(before);
  });
});

describe('deleting an account', () => {
  it('removes the person’s reviews and recounts the products they reviewed', async () => {
    const leaving = await createUserAndLogIn({ name: 'Leaving Shopper' });
    const tea = await makeTea();
    await review(leaving, tea.id, 1);
    await review(other, tea.id, 5);
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 3, count: 2 });
    const reply = await call(deleteAccountRoute, 'DELETE', '/api/user/me', { token: leaving.token } satisfies CallOptions);
    expect(reply.status).toBe(200);
    expect(await ratingOf(prisma, tea.id)).toEqual({ average: 5, count: 1 });
    expect(await prisma.review.count({ where: { userId: leaving.id } })).toBe(0);
  });
});
