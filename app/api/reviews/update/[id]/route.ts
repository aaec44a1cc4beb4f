import { ok, parseJson, withApi } from '@/lib/http';
import { toReviewJson } from '@/lib/reviews/review-json';
import { updateReview } from '@/lib/reviews/reviews';
import { reviewUpdateSchema } from '@/lib/reviews/schemas';

export const PUT = withApi<{ id: string }>(
  async ({ request, params, session }) =>
    ok('Review updated', toReviewJson(await updateReview(session.user, params.id, await parseJson(request, reviewUpdateSchema)))),
  { access: 'user' },
);
