import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { ApiError } from '@/lib/http/errors';
import { notificationSelect, type NotificationJson, toNotificationJson } from './notification-json';
import { notify } from './notify';
import type { CreateNotificationInput } from './schemas';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
/** The lists show the newest ones; older ones stay stored. */
const LIST_LIMIT = 200;

type Viewer = { id: string; role: 'USER' | 'ADMIN' };

/** A user's own notifications; the admins' shared ones are reachable by admins only. */
function reachable(viewer: Viewer): Prisma.NotificationWhereInput {
  return viewer.role === 'ADMIN' ? { OR: [{ userId: viewer.id }, { audience: 'ADMIN' }] } : { userId: viewer.id };
}

export async function listUserNotifications(userId: string): Promise<NotificationJson[]> {
  const rows = await prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: LIST_LIMIT, select: notificationSelect });
  return rows.map(toNotificationJson);
}

export async function listAdminNotifications(): Promise<NotificationJson[]> {
  const rows = await prisma.notification.findMany({ where: { audience: 'ADMIN' }, orderBy: { createdAt: 'desc' }, take: LIST_LIMIT, select: notificationSelect });
  return rows.map(toNotificationJson);
}

/** The header's badge: the viewer's unread ones (an admin's include the admins' shared ones). */
export async function unreadCount(viewer: Viewer): Promise<number> {
  return prisma.notification.count({ where: { ...reachable(viewer), read: false } });
}

export async function markNotificationRead(viewer: Viewer, id: string): Promise<NotificationJson> {
  const updated = await prisma.notification.updateMany({ where: { id, ...reachable(viewer) }, data: { read: true } });
  if (updated.count === 0) throw new ApiError('not_found', NOTIFICATION_NOT_FOUND);
  return toNotificationJson(await prisma.notification.findUniqueOrThrow({ where: { id }, select: notificationSelect }));
}

export async function deleteNotification(viewer: Viewer, id: string): Promise<void> {
  const deleted = await prisma.notification.deleteMany({ where: { id, ...reachable(viewer) } });
  if (deleted.count === 0) throw new ApiError('not_found', NOTIFICATION_NOT_FOUND);
}

/** SPEC.md's POST /api/notifications, an admin's message: to one user, or to the admins when no userId is given. */
export async function sendNotification(input: CreateNotificationInput): Promise<void> {
  if (input.userId) {
    const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new ApiError('not_found', 'User not found');
    await notify(prisma, [{ audience: 'USER', userId: user.id, message: input.message, meta: input.meta }]);
  } else {
    await notify(prisma, [{ audience: 'ADMIN', message: input.message, meta: input.meta }]);
  }
}
