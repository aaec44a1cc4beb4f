import { ok, withApi } from '@/lib/http';
import { markAllRead } from '@/lib/notifications/notifications';

/** Marks all the caller's own unread notifications read in one UPDATE: `data: {marked}` says how many. */
export const PATCH = withApi(
  async ({ session }) => ok('All notifications marked as read', { marked: await markAllRead({ userId: session.user.id }) }),
  { access: 'user' },
);
