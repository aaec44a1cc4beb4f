import { ok, parseJson, withApi } from '@/lib/http';
import { toNotificationJson } from '@/lib/notifications/notification-json';
import { notificationQuerySchema } from '@/lib/notifications/notification-query';
import { listNotifications, sendNotification } from '@/lib/notifications/notifications';
import { createNotificationSchema } from '@/lib/notifications/schemas';
import { queryObject } from '@/lib/http/pagination';

/** The caller's own notifications, a page at a time, newest first; `type` and `status` (unread, read) filter. */
export const GET = withApi(
  async ({ request, session }) => {
    const query = notificationQuerySchema.parse(queryObject(request.nextUrl.searchParams));
    const { notifications, pagination } = await listNotifications({ userId: session.user.id }, query);
    return ok('Notifications fetched successfully', notifications.map(toNotificationJson), { extra: { pagination } });
  },
  { access: 'user' },
);

/** Admins only (docs/decisions.md): a message to one user ({userId, message, meta}) or to the admins. */
export const POST = withApi(
  async ({ request }) => {
    await sendNotification(await parseJson(request, createNotificationSchema));
    return ok('Notification sent', undefined, { status: 201 });
  },
  { access: 'admin' },
);
