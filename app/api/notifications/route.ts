import { ok, parseJson, withApi } from '@/lib/http';
import { listUserNotifications, sendNotification } from '@/lib/notifications/notifications';
import { createNotificationSchema } from '@/lib/notifications/schemas';

export const GET = withApi(
  async ({ session }) => ok('Notifications fetched successfully', await listUserNotifications(session.user._id)),
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
