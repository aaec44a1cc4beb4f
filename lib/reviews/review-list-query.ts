import { z } from 'zod';
import { wholeNumberInput } from '@/lib/http/numbers';
import { optionalQuery, pageFields, queryObject, queryOrDefault, searchQuery, textQuery } from '@/lib/http/pagination';

/**
 * The query parameters of the review lists (API and pages), without server-only imports: the Manage Reviews screen
 * builds its addresses with them. A product's reviews and a shopper's own take `page` and `limit` only; Manage
 * Reviews also filters by `rating`, `productId` and a `search` of the product name, the reviewer's name or e-mail and
 * the comment.
 */

export const DEFAULT_REVIEW_PAGE_SIZE = 50;
export const DEFAULT_ADMIN_REVIEW_PAGE_SIZE = 20;
export const DEFAULT_OWN_REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_SEARCH_LENGTH = 100;

const RATING_MESSAGE = 'rating must be a whole number from 1 to 5';

/** `page` and `limit` of a product's reviews and a shopper's own (the API's default page: 50). */
export const reviewPageSchema = z.object(pageFields(DEFAULT_REVIEW_PAGE_SIZE));
export type ReviewPage = z.output<typeof reviewPageSchema>;

/** Reads `page` and `limit`; a bad value throws a ZodError (a 400 from a route handler). */
export function reviewPageOf(query: URLSearchParams): ReviewPage {
  return reviewPageSchema.parse(queryObject(query));
}

export const adminReviewQuerySchema = z.object({
  ...pageFields(DEFAULT_ADMIN_REVIEW_PAGE_SIZE),
  rating: optionalQuery(z.preprocess(wholeNumberInput, z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE))),
  search: searchQuery(MAX_REVIEW_SEARCH_LENGTH),
  productId: textQuery('productId', 100),
});
export type AdminReviewQuery = z.output<typeof adminReviewQuerySchema>;

export const DEFAULT_ADMIN_REVIEW_QUERY: AdminReviewQuery = adminReviewQuerySchema.parse({});

/** Reads Manage Reviews' query parameters; a bad value throws a ZodError (a 400 from a route handler). */
export function adminReviewQueryOf(params: URLSearchParams): AdminReviewQuery {
  return adminReviewQuerySchema.parse(Object.fromEntries(params));
}

/** The query string of a Manage Reviews view, without the parameters left at their defaults (short, shareable). */
export function adminReviewSearchParams(query: AdminReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.rating) params.set('rating', String(query.rating));
  if (query.productId) params.set('productId', query.productId);
  if (query.limit !== DEFAULT_ADMIN_REVIEW_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}

const ownReviewPageSchema = z.object(pageFields(DEFAULT_OWN_REVIEW_PAGE_SIZE));

/** The page the shopper's My Reviews shows: a bad `?page=` in its address shows the first page rather than an error. */
export const ownReviewPageOf = (params: Record<string, string | string[] | undefined>): ReviewPage =>
  queryOrDefault(ownReviewPageSchema, params);
