import { ok, parseJson, withApi } from '@/lib/http';
import { toReviewJson } from '@/lib/reviews/review-json';
import { saveReview } from '@/lib/reviews/reviews';
import { reviewCreateSchema } from '@/lib/reviews/schemas';

/** One review per shopper and product: a second one edits the first (200, and the message says so). */
export const POST = withApi(
  async ({ request, session }) => {
    const { review, created } = await saveReview(session.user, await parseJson(request, reviewCreateSchema));
    return created
      ? ok('Review submitted', toReviewJson(review), { status: 201 })
      : ok('You had already reviewed this product: your review was updated', toReviewJson(review));
  },
  { access: 'user' },
);
