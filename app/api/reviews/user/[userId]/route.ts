import { ok, withApi } from '@/lib/http';
import { toReviewJson } from '@/lib/reviews/review-json';
import { listUserReviews } from '@/lib/reviews/reviews';
import { reviewPageOf } from '@/lib/reviews/review-list-query';

/** A shopper's own reviews (an admin may read anyone's). */
export const GET = withApi<{ userId: string }>(
  async ({ request, params, session }) => {
    const { reviews, pagination } = await listUserReviews(session.user, params.userId, reviewPageOf(request.nextUrl.searchParams));
    return ok('Reviews fetched', reviews.map(toReviewJson), { extra: { pagination } });
  },
  { access: 'user' },
);
