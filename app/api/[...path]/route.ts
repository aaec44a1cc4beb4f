import { ApiError, withApi } from '@/lib/http';

/** Unknown /api/* paths answer with the JSON envelope, not the HTML 404 page. */
const notFound = withApi<{ path: string[] }>(async () => {
  throw new ApiError('not_found', 'Not found');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
