import { ok, withApi } from '@/lib/http';
import { markNotificationRead } from '@/lib/notifications/notifications';

export const PATCH = withApi<{ id: string }>(
  async ({ params, session }) =>
    ok('Notification marked as read', await markNotificationRead(session.user, params.id)),
  { access: 'user' },
);
