import { ok, withApi } from '@/lib/http';
import { toReviewJson } from '@/lib/reviews/review-json';
import { listAllReviews } from '@/lib/reviews/reviews';
import { adminReviewQueryOf } from '@/lib/reviews/review-list-query';

/**
 * Manage Reviews: the reviews newest first, a page at a time, with the number of matches; `rating`, `productId` and
 * `search` (product name, reviewer name or e-mail, comment) filter them.
 */
export const GET = withApi(
  async ({ request }) => {
    const { reviews, pagination } = await listAllReviews(adminReviewQueryOf(request.nextUrl.searchParams));
    return ok(reviews.length > 0 ? 'Reviews fetched' : 'No reviews yet.', reviews.map(toReviewJson), { extra: { pagination } });
  },
  { access: 'admin' },
);
