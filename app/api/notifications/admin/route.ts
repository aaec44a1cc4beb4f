import { ok, withApi } from '@/lib/http';
import { toNotificationJson } from '@/lib/notifications/notification-json';
import { notificationQuerySchema } from '@/lib/notifications/notification-query';
import { listNotifications } from '@/lib/notifications/notifications';
import { queryObject } from '@/lib/http/pagination';

/** The admins' shared notifications, a page at a time, newest first; `type` and `status` (unread, read) filter. */
export const GET = withApi(
  async ({ request }) => {
    const query = notificationQuerySchema.parse(queryObject(request.nextUrl.searchParams));
    const { notifications, pagination } = await listNotifications('admins', query);
    return ok('Admin notifications fetched successfully', notifications.map(toNotificationJson), { extra: { pagination } });
  },
  { access: 'admin' },
);
