import { ok, withApi } from '@/lib/http';
import { toReviewJson } from '@/lib/reviews/review-json';
import { listProductReviews } from '@/lib/reviews/reviews';
import { reviewPageOf } from '@/lib/reviews/review-list-query';

/** Public: `data` is `{reviews, average, total, distribution}` (a page of reviews, the summary of all of them). */
export const GET = withApi<{ productId: string }>(async ({ request, params }) => {
  const { reviews, summary, pagination } = await listProductReviews(params.productId, reviewPageOf(request.nextUrl.searchParams));
  return ok(summary.total > 0 ? 'Reviews fetched' : 'No reviews yet', { reviews: reviews.map(toReviewJson), ...summary }, { extra: { pagination } });
});
