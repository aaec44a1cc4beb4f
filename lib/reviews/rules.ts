import { parseWholeNumber } from '@/lib/http/numbers';

/**
 * The rules of a review that the forms check too, without zod (the product page's bundle stays small): a rating is
 * a whole number of stars from 1 to 5, a comment is optional plain text of at most 2,000 characters. The summary of a
 * product's reviews is computed here, once, for the product row and for every reply.
 */

export const RATINGS = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_REQUIRED = 'Please select a rating';
export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';
export const MAX_COMMENT_LENGTH = 2000;
export const COMMENT_TOO_LONG = 'Comment must be at most 2,000 characters';
export const COMMENT_NOT_TEXT = 'Comment must be text';
export const LOGIN_TO_REVIEW = 'You must be logged in to post a review';
export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * A rating as a JSON number or as digit text ('4', what a form sends). Nothing chosen (absent, null, blank, or 0:
 * no star selected) is RATING_REQUIRED; anything else outside 1..5 or not whole is RATING_MESSAGE.
 */
export function parseRating(value: unknown): { rating: Rating } | { problem: string } {
  if (value === undefined || value === null || value === 0 || (typeof value === 'string' && value.trim() === '')) {
    return { problem: RATING_REQUIRED };
  }
  const number = typeof value === 'string' ? parseWholeNumber(value) : value;
  if (number === 0) return { problem: RATING_REQUIRED };
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 5) return { problem: RATING_MESSAGE };
  return { rating: number as Rating };
}

/** Why a comment as typed cannot be saved, or null. */
export function commentProblem(comment: string): string | null {
  return comment.trim().length > MAX_COMMENT_LENGTH ? COMMENT_TOO_LONG : null;
}

/** How many reviews gave each number of stars, keyed 5 to 1. */
export type Distribution = Record<Rating, number>;

export type ReviewSummary = {
  /** The mean rating rounded half up to two decimals (what products.rating_average holds); 0 without reviews. */
  average: number;
  total: number;
  distribution: Distribution;
};

/** The summary of a product's reviews from the count of each rating (ratings missing from `counts` have none). */
export function summarize(counts: Partial<Record<number, number>>): ReviewSummary {
  const distribution = Object.fromEntries(RATINGS.map((rating) => [rating, counts[rating] ?? 0])) as Distribution;
  const total = RATINGS.reduce((sum, rating) => sum + distribution[rating], 0);
  const stars = RATINGS.reduce((sum, rating) => sum + rating * distribution[rating], 0);
  // In whole hundredths with integers only: round(stars / total, 2), halves up.
  const hundredths = total === 0 ? 0 : Math.floor((stars * 200 + total) / (2 * total));
  return { average: hundredths / 100, total, distribution };
}

/** The share of reviews with `rating` stars, as a whole percent (for the distribution bars). */
export function ratingShare(summary: ReviewSummary, rating: Rating): number {
  return summary.total === 0 ? 0 : Math.round((summary.distribution[rating] * 100) / summary.total);
}
