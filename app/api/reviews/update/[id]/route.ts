import { ok, parseJson, withApi } from '@/lib/http';
import { updateReview } from '@/lib/reviews/reviews';
import { reviewUpdateSchema } from '@/lib/reviews/schemas';

export const PUT = withApi<{ id: string }>(
  async ({ request, params, session }) =>
    ok('Review updated', await updateReview(session.user, params.id, await parseJson(request, reviewUpdateSchema))),
  { access: 'user' },
);
