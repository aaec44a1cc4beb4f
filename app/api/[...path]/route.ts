import { withApi } from '@/lib/http';
import { AppError } from '@/lib/errors';

/** Unknown /api/* paths answer with the JSON envelope, not the HTML 404 page. */
const notFound = withApi<{ path: string[] }>(async () => {
  throw new AppError('not_found', 'Not found');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
