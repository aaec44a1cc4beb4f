import { ok, parseJson, withApi } from '@/lib/http';
import { AppError } from '@/lib/errors';
import { deleteReviews } from '@/lib/reviews/reviews';
import { CHOOSE_REVIEWS, reviewIdsSchema } from '@/lib/reviews/schemas';

/**
 * Admin: deletes the reviews named in the body `{ids: [...]}` (1 to 100 ids). A bare call, without a body, is
 * refused like an empty list: this never deletes every review.
 */
export const DELETE = withApi(
  async ({ request }) => {
    if (!request.headers.get('content-type')) throw new AppError('invalid', CHOOSE_REVIEWS);
    const { ids } = await parseJson(request, reviewIdsSchema);
    const result = await deleteReviews(ids);
    const count = result.deletedIds.length;
    return ok(count === 1 ? 'Review deleted' : `${count} reviews deleted`, result);
  },
  { access: 'admin' },
);
