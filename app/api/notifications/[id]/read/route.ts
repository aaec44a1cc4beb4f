import { ok, withApi } from '@/lib/http';
import { toNotificationJson } from '@/lib/notifications/notification-json';
import { markNotificationRead } from '@/lib/notifications/notifications';

export const PATCH = withApi<{ id: string }>(
  async ({ params, session }) =>
    ok('Notification marked as read', toNotificationJson(await markNotificationRead(session.user, params.id))),
  { access: 'user' },
);
