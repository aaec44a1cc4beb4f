import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import { likePattern } from '@/lib/catalog/like';
import { PRODUCT_NOT_FOUND, PUBLISHED } from '@/lib/catalog/products';
import { type ProductChange, revalidateProducts } from '@/lib/catalog/revalidate';
import { productInLanguage, translationsOf } from '@/lib/catalog/translations';
import { prisma, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notify';
import { reviewFromRow, reviewSelect } from './review-row';
import { REVIEW_NOT_FOUND, type ReviewSummary, summarize } from './rules';
import type { AdminReviewQuery, ReviewPage } from './review-list-query';
import type { ReviewCreateInput, ReviewUpdateInput } from './schemas';
import type { Review } from './types';

/**
 * Reviews: one per shopper and product; only the author edits one, the author or an admin deletes it. Every write
 * locks the product's row first (SELECT ... FOR NO KEY UPDATE: the strength an UPDATE of its figures takes, so
 * foreign-key checks of cart lines and new reviews never wait for it) and recomputes the product's rating_average and
 * rating_count from the reviews table in the same transaction, so writes on one product run one at a time and the
 * stored figures are exact however many shoppers review at once. The catalogue cache (which shows the figures on
 * product cards) is expired after each write.
 */

export type ReviewList = { reviews: Review[]; pagination: Pagination };
/** A list that counts its matches (its screen shows "Page X of Y"). */
export type CountedReviewList = { reviews: Review[]; pagination: Required<Pagination> };

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ReviewOrderByWithRelationInput[];

/** Locks the products' rows in id order (so two transactions locking several never deadlock); the ones that exist. */
type LockedProduct = { id: string; name: string; status: 'DRAFT' | 'PUBLISHED'; categoryId: string; subcategoryId: string | null };

async function lockProducts(tx: Db, productIds: string[]): Promise<LockedProduct[]> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return [];
  return tx.$queryRaw<LockedProduct[]>`
    SELECT id, name, status, category_id AS "categoryId", subcategory_id AS "subcategoryId"
    FROM products WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR NO KEY UPDATE`;
}

/** A product's rating shows on its page and on the cards of its listings. */
const ratingChanged = ({ id, categoryId, subcategoryId }: LockedProduct): ProductChange => ({ id, categoryId, subcategoryId, listed: true });

/** The summary of a product's reviews, from one aggregate over the reviews table. */
async function summaryOf(db: Db, productId: string): Promise<ReviewSummary> {
  const groups = await db.review.groupBy({ by: ['rating'], where: { productId }, _count: { _all: true } });
  return summarize(Object.fromEntries(groups.map((group) => [group.rating, group._count._all])));
}

/** Writes the product's figures from its reviews; the caller holds the product's row lock. */
async function recomputeRating(tx: Db, productId: string): Promise<void> {
  const { average, total } = await summaryOf(tx, productId);
  // Raw SQL: a new rating is not an edit of the product, so its updated_at stays.
  await tx.$executeRaw`
    UPDATE products SET rating_average = ${new Prisma.Decimal(average.toFixed(2))}, rating_count = ${total} WHERE id = ${productId}`;
}

/**
 * A shopper's review of a product: a new one, or, when they reviewed it before, that review edited (one review per
 * shopper and product). An absent comment keeps the saved one. Admins hear of new reviews.
 */
export async function saveReview(author: Actor, input: ReviewCreateInput): Promise<{ review: Review; created: boolean }> {
  const { saved, product } = await prisma.$transaction(async (tx) => {
    const [product] = await lockProducts(tx, [input.productId]);
    // A draft is not in the shop: shoppers cannot review it.
    if (!product || product.status === 'DRAFT') throw new AppError('not_found', PRODUCT_NOT_FOUND);
    const key = { userId_productId: { userId: author.id, productId: product.id } };
    const existing = await tx.review.findUnique({ where: key, select: { id: true } });
    const review = existing
      ? await tx.review.update({ where: key, data: { rating: input.rating, comment: input.comment }, select: reviewSelect })
      : await tx.review.create({
          data: { userId: author.id, productId: product.id, rating: input.rating, comment: input.comment ?? '' },
          select: reviewSelect,
        });
    await recomputeRating(tx, product.id);
    if (!existing) {
      await notify(tx, [
        {
          audience: 'ADMIN',
          type: 'review',
          message: `New review (${input.rating}★) on ${product.name} by ${author.name}`,
          meta: { product: product.name, rating: input.rating, user: author.name },
        },
      ]);
    }
    return { saved: { review: reviewFromRow(review), created: !existing }, product };
  });
  revalidateProducts([ratingChanged(product)]);
  return saved;
}

/**
 * Runs `change` on a review with its product locked, after `allowed` agreed: 404 for an unknown review (also one
 * deleted while the lock was awaited), 403 with `refusal` when the actor may not touch it.
 */
async function changeReview<T>(
  id: string,
  allowed: (review: { userId: string }) => boolean,
  refusal: string,
  change: (tx: Db, review: { id: string; productId: string }, draft: boolean) => Promise<T>,
): Promise<T> {
  const { result, product } = await prisma.$transaction(async (tx) => {
    const found = await tx.review.findUnique({ where: { id }, select: { productId: true } });
    if (!found) throw new AppError('not_found', REVIEW_NOT_FOUND);
    const [product] = await lockProducts(tx, [found.productId]);
    // Read again under the product's lock: every write of this product's reviews waits for it.
    const review = await tx.review.findUnique({ where: { id }, select: { id: true, userId: true, productId: true } });
    if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
    if (!allowed(review)) throw new AppError('forbidden', refusal);
    const changed = await change(tx, review, product?.status === 'DRAFT');
    await recomputeRating(tx, review.productId);
    return { result: changed, product };
  });
  if (product) revalidateProducts([ratingChanged(product)]);
  return result;
}

/**
 * Only the author edits a review (an admin deletes, never rewrites, someone else's words). The review of a draft is
 * not edited (a draft cannot be reviewed: 404 'Product not found', as saveReview), only deleted.
 */
export function updateReview(actor: Actor, id: string, input: ReviewUpdateInput): Promise<Review> {
  return changeReview(
    id,
    (review) => review.userId === actor.id,
    'You can only edit your own review',
    async (tx, review, draft) => {
      if (draft) throw new AppError('not_found', PRODUCT_NOT_FOUND);
      const data = { rating: input.rating, comment: input.comment };
      return reviewFromRow(await tx.review.update({ where: { id: review.id }, data, select: reviewSelect }));
    },
  );
}

/** The author or an admin deletes a review. */
export function deleteReview(actor: Actor, id: string): Promise<void> {
  return changeReview(
    id,
    (review) => review.userId === actor.id || actor.role === 'ADMIN',
    'You can only delete your own review',
    async (tx, review) => {
      await tx.review.delete({ where: { id: review.id } });
    },
  );
}

/** Deletes the reviews matching `where` and recomputes their products' figures; the ids deleted and the products' changes. */
async function deleteReviewsWhere(tx: Db, where: Prisma.ReviewWhereInput): Promise<{ ids: string[]; changes: ProductChange[] }> {
  const found = await tx.review.findMany({ where, select: { productId: true } });
  const products = await lockProducts(tx, found.map((review) => review.productId));
  // Read again under the locks: reviews may have come or gone while they were awaited.
  const lockedProducts = { productId: { in: products.map((product) => product.id) } };
  const locked = await tx.review.findMany({ where: { AND: [where, lockedProducts] }, select: { id: true } });
  const ids = locked.map((review) => review.id);
  await tx.review.deleteMany({ where: { id: { in: ids } } });
  for (const product of products) await recomputeRating(tx, product.id);
  return { ids, changes: products.map(ratingChanged) };
}

/**
 * DELETE /api/reviews (admin): deletes the reviews whose ids are given. Ids of reviews that no longer exist are
 * reported, not refused (their author may have deleted them meanwhile); when none exists it is 404.
 */
export async function deleteReviews(ids: string[]): Promise<{ deletedIds: string[]; notFoundIds: string[] }> {
  const { ids: deletedIds, changes } = await prisma.$transaction((tx) => deleteReviewsWhere(tx, { id: { in: ids } }));
  if (deletedIds.length === 0) throw new AppError('not_found', REVIEW_NOT_FOUND);
  revalidateProducts(changes);
  return { deletedIds, notFoundIds: ids.filter((id) => !deletedIds.includes(id)) };
}

/**
 * Removes a person's reviews when their account is deleted (inside that transaction), so the products' figures stay
 * exact. The user's row is locked first: a review they post meanwhile waits (its foreign-key check needs the row)
 * and then fails, instead of being removed by the cascade without a recount. The products' changes: the caller
 * expires their cached pages once the account's deletion has committed.
 */
export async function removeReviewsOfUser(tx: Db, userId: string): Promise<ProductChange[]> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  return (await deleteReviewsWhere(tx, { userId })).changes;
}

/** A product's reviews, newest first, a page at a time, with the summary of all of them. */
export async function listProductReviews(productId: string, page: ReviewPage): Promise<ReviewList & { summary: ReviewSummary }> {
  const product = await prisma.product.findUnique({ where: { id: productId, ...PUBLISHED }, select: { id: true } });
  if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  const [rows, summary] = await Promise.all([
    prisma.review.findMany({ where: { productId }, select: reviewSelect, orderBy: newestFirst, ...pageWindow(page) }),
    summaryOf(prisma, productId),
  ]);
  const { items, pagination } = pageOf(rows, page);
  return { reviews: items.map(reviewFromRow), summary, pagination };
}

/** The shopper's own review of a product, if any (the product page's form starts from it). */
export async function getOwnReview(userId: string, productId: string): Promise<Review | null> {
  const review = await prisma.review.findUnique({ where: { userId_productId: { userId, productId } }, select: reviewSelect });
  return review && reviewFromRow(review);
}

/**
 * A person's reviews, newest first, with their number: their own, or anyone's for an admin (403 otherwise, 404 for an
 * unknown user). Found by the unique (user_id, product_id) index; a shopper has few.
 */
export async function listUserReviews(actor: Actor, userId: string, page: ReviewPage, locale: Locale = DEFAULT_LOCALE): Promise<CountedReviewList> {
  if (userId !== actor.id) {
    if (actor.role !== 'ADMIN') throw new AppError('forbidden', 'You can only view your own reviews');
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw new AppError('not_found', 'User not found');
  }
  return withProductsIn(await countedPage({ userId }, page), locale);
}

/** The reviews with their products named in `locale` where the product has a name in it ("My reviews" in Sinhala). */
async function withProductsIn(list: CountedReviewList, locale: Locale): Promise<CountedReviewList> {
  if (locale === DEFAULT_LOCALE || list.reviews.length === 0) return list;
  const products = await prisma.product.findMany({
    where: { id: { in: list.reviews.map((review) => review.product.id) } },
    select: { id: true, translations: true },
  });
  const translations = new Map(products.map((product) => [product.id, translationsOf(product.translations)]));
  const named = (product: Review['product']) => productInLanguage({ name: product.name, translations: translations.get(product.id) ?? {} }, locale).name;
  return { ...list, reviews: list.reviews.map((review) => ({ ...review, product: { ...review.product, name: named(review.product) } })) };
}

/**
 * The reviews a search matches: any part of the comment, the product's name or the reviewer's name or e-mail, in any
 * letter case, `%` and `_` literal. One read per table joined by UNION, so each ILIKE uses its pg_trgm index (an OR
 * across joined tables could only be checked row by row: 200-450 ms at 60,000 reviews against 1-27 ms this way).
 */
function searchMatches(search: string): Prisma.Sql {
  const pattern = likePattern(search);
  return Prisma.sql`
    SELECT id FROM reviews WHERE comment ILIKE ${pattern}
    UNION SELECT reviews.id FROM reviews JOIN products ON products.id = reviews.product_id WHERE products.name ILIKE ${pattern}
    UNION SELECT reviews.id FROM reviews JOIN users ON users.id = reviews.user_id
      WHERE users.name ILIKE ${pattern} OR users.email ILIKE ${pattern}`;
}

/**
 * Manage Reviews: the reviews matching the query, newest first (the id breaking ties), a page at a time, with the
 * number of all matches (the screen shows "Page X of Y"). `rating` and `productId` use the (rating, created_at, id)
 * and (product_id, created_at, id) indexes; a search reads the matching ids first (searchMatches).
 */
export async function listAllReviews(query: AdminReviewQuery): Promise<CountedReviewList> {
  const { rating, productId, search } = query;
  if (!search) return countedPage({ rating, productId }, query);
  const conditions = [Prisma.sql`id IN (${searchMatches(search)})`];
  if (rating) conditions.push(Prisma.sql`rating = ${rating}`);
  if (productId) conditions.push(Prisma.sql`product_id = ${productId}`);
  const where = Prisma.join(conditions, ' AND ');
  const { skip, take } = pageWindow(query);
  const [found, counted] = await Promise.all([
    prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM reviews WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${take} OFFSET ${skip}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT COUNT(*)::int AS total FROM reviews WHERE ${where}`,
  ]);
  const { items, pagination } = pageOf(found, query, counted[0]!.total);
  const rows = await prisma.review.findMany({ where: { id: { in: items.map((row) => row.id) } }, select: reviewSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A review deleted between the two reads is left out.
  const reviews = items.flatMap((row) => {
    const review = byId.get(row.id);
    return review ? [reviewFromRow(review)] : [];
  });
  return { reviews, pagination: { ...pagination, total: counted[0]!.total } };
}

/** A page of the reviews matching `where`, newest first, and their number. */
async function countedPage(where: Prisma.ReviewWhereInput, page: ReviewPage): Promise<CountedReviewList> {
  const [rows, total] = await Promise.all([
    prisma.review.findMany({ where, select: reviewSelect, orderBy: newestFirst, ...pageWindow(page) }),
    prisma.review.count({ where }),
  ]);
  const { items, pagination } = pageOf(rows, page, total);
  return { reviews: items.map(reviewFromRow), pagination: { ...pagination, total } };
}
