import { ok, withApi } from '@/lib/http';
import { listAllReviews } from '@/lib/reviews/reviews';
import { reviewPageOf } from '@/lib/reviews/schemas';

/** Every review, newest first, a page at a time (Manage Reviews). */
export const GET = withApi(
  async ({ request }) => {
    const { reviews, pagination } = await listAllReviews(reviewPageOf(request.nextUrl.searchParams));
    return ok(reviews.length > 0 ? 'Reviews fetched' : 'No reviews yet.', reviews, { extra: { pagination } });
  },
  { access: 'admin' },
);
