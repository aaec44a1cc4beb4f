import { ok, withApi } from '@/lib/http';
import { deleteReview } from '@/lib/reviews/reviews';

/** The author or an admin. */
export const DELETE = withApi<{ id: string }>(
  async ({ params, session }) => {
    await deleteReview(session.user, params.id);
    return ok('Review deleted');
  },
  { access: 'user' },
);
