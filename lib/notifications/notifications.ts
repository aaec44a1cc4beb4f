import 'server-only';
import type { ActorRef } from '@/lib/auth/actor';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import { notificationFromRow, notificationSelect } from './notification-row';
import type { NotificationQuery, NotificationType } from './notification-query';
import { notify } from './notify';
import type { CreateNotificationInput } from './schemas';
import type { Notification } from './types';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Whose request it is: which notifications the acting person reaches depends on their id and role only. */

/** Whose notifications a list or "mark all read" covers: a user's own, or the admins' shared ones. */
export type NotificationScope = { userId: string } | 'admins';

const scopeWhere = (scope: NotificationScope): Prisma.NotificationWhereInput =>
  scope === 'admins' ? { audience: 'ADMIN' } : { userId: scope.userId };

/** A user's own notifications; the admins' shared ones are reachable by admins only. */
function reachable(viewer: ActorRef): Prisma.NotificationWhereInput {
  return viewer.role === 'ADMIN' ? { OR: [{ userId: viewer.id }, { audience: 'ADMIN' }] } : { userId: viewer.id };
}

export type NotificationList = { notifications: Notification[]; pagination: Required<Pagination> };

/**
 * One page of a scope's notifications, newest first (the id breaks ties of one millisecond, so pages never
 * overlap), with the number of all matches. Served by the (user_id | audience, created_at, id) indexes, the
 * unread filter by their partial (NOT read) twins, the admins' type filter by (audience, type, created_at, id); the
 * number of matches is read from the counts the database keeps per recipient and type (below), never counted.
 */
export async function listNotifications(scope: NotificationScope, query: NotificationQuery): Promise<NotificationList> {
  const where: Prisma.NotificationWhereInput = { ...scopeWhere(scope) };
  if (query.type) where.type = query.type;
  if (query.status) where.read = query.status === 'read';
  const [rows, counts] = await Promise.all([
    prisma.notification.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: notificationSelect, ...pageWindow(query) }),
    countsOf([scope], query.type),
  ]);
  const total = query.status === 'unread' ? counts.unread : query.status === 'read' ? counts.total - counts.unread : counts.total;
  const { items, pagination } = pageOf(rows, query, total);
  return { notifications: items.map(notificationFromRow), pagination: { ...pagination, total } };
}

/** The count rows of the admins' shared notifications (notification_counts; a user's rows have their id). */
const ADMINS_COUNT_SCOPE = 'admins';
const countScope = (scope: NotificationScope) => (scope === 'admins' ? ADMINS_COUNT_SCOPE : scope.userId);

/**
 * How many of these scopes' notifications there are (of one type, or of all) and how many are unread, summed: a
 * primary-key read of at most six rows a scope, which the database's triggers keep in step with every insert, read
 * flag change and delete (docs/decisions.md, Notifications).
 */
async function countsOf(scopes: NotificationScope[], type?: NotificationType): Promise<{ unread: number; total: number }> {
  const rows = await prisma.notificationCount.findMany({
    where: { scope: { in: scopes.map(countScope) }, ...(type && { type }) },
    select: { unread: true, total: true },
  });
  return rows.reduce((sum, row) => ({ unread: sum.unread + row.unread, total: sum.total + row.total }), { unread: 0, total: 0 });
}

const unreadOf = async (scopes: NotificationScope[]): Promise<number> => (await countsOf(scopes)).unread;

/** How many of a scope's notifications are unread (a list screen's "Mark all read" and its count). */
export const unreadCountOf = (scope: NotificationScope): Promise<number> => unreadOf([scope]);

/** The header's badge: the viewer's unread ones (an admin's include the admins' shared ones). */
export const unreadCount = (viewer: ActorRef): Promise<number> =>
  unreadOf(viewer.role === 'ADMIN' ? [{ userId: viewer.id }, 'admins'] : [{ userId: viewer.id }]);

/** "Mark all read": one UPDATE of the scope's unread notifications; returns how many it marked (0 the second time). */
export async function markAllRead(scope: NotificationScope): Promise<number> {
  const updated = await prisma.notification.updateMany({ where: { ...scopeWhere(scope), read: false }, data: { read: true } });
  return updated.count;
}

export async function markNotificationRead(viewer: ActorRef, id: string): Promise<Notification> {
  const updated = await prisma.notification.updateMany({ where: { id, ...reachable(viewer) }, data: { read: true } });
  if (updated.count === 0) throw new AppError('not_found', NOTIFICATION_NOT_FOUND);
  return notificationFromRow(await prisma.notification.findUniqueOrThrow({ where: { id }, select: notificationSelect }));
}

export async function deleteNotification(viewer: ActorRef, id: string): Promise<void> {
  const deleted = await prisma.notification.deleteMany({ where: { id, ...reachable(viewer) } });
  if (deleted.count === 0) throw new AppError('not_found', NOTIFICATION_NOT_FOUND);
}

/** POST /api/notifications, an admin's message: to one user, or to the admins when no userId is given. */
export async function sendNotification(input: CreateNotificationInput): Promise<void> {
  if (input.userId) {
    const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new AppError('not_found', 'User not found');
    await notify(prisma, [{ audience: 'USER', type: 'message', userId: user.id, message: input.message, meta: input.meta }]);
  } else {
    await notify(prisma, [{ audience: 'ADMIN', type: 'message', message: input.message, meta: input.meta }]);
  }
}
