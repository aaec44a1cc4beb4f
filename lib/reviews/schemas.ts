import { z } from 'zod';
import { COMMENT_NOT_TEXT, COMMENT_TOO_LONG, MAX_COMMENT_LENGTH, parseRating } from './rules';

/**
 * Review input of the route handlers, on the rules of rules.ts. `comment` absent (or null) leaves a saved review's
 * comment as it is and gives a new review none; an empty comment removes it.
 */

export const CHOOSE_PRODUCT = 'Choose a product to review';
export const CHOOSE_REVIEWS = 'Choose the reviews to delete';
export const MAX_REVIEWS_PER_DELETE = 100;

const rating = z.unknown().transform((value, context) => {
  const parsed = parseRating(value);
  if ('problem' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed.rating;
});

const comment = z.preprocess(
  (value) => value ?? undefined,
  z
    .string({ error: COMMENT_NOT_TEXT })
    // PostgreSQL text cannot hold NUL characters; nobody types them.
    .transform((text) => text.replaceAll('\u0000', '').trim())
    .pipe(z.string().max(MAX_COMMENT_LENGTH, COMMENT_TOO_LONG))
    .optional(),
);

export const reviewCreateSchema = z.object({
  productId: z.string({ error: CHOOSE_PRODUCT }).trim().min(1, CHOOSE_PRODUCT),
  rating,
  comment,
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

export const reviewUpdateSchema = z.object({ rating, comment });
export type ReviewUpdateInput = z.output<typeof reviewUpdateSchema>;

/** DELETE /api/reviews (admin): the ids of the reviews to delete, at least one. */
export const reviewIdsSchema = z.object({
  ids: z
    .array(z.string({ error: CHOOSE_REVIEWS }).trim().min(1, CHOOSE_REVIEWS), { error: CHOOSE_REVIEWS })
    .min(1, CHOOSE_REVIEWS)
    .max(MAX_REVIEWS_PER_DELETE, `Delete at most ${MAX_REVIEWS_PER_DELETE} reviews at a time`)
    .transform((ids) => [...new Set(ids)]),
});
