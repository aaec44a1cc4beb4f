import type { Prisma } from '@/lib/generated/prisma/client';

export const notificationSelect = {
  id: true,
  audience: true,
  userId: true,
  message: true,
  read: true,
  meta: true,
  createdAt: true,
} satisfies Prisma.NotificationSelect;

type SelectedNotification = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

/** SPEC.md's Notification: _id, message, read, createdAt, meta (free key/value pairs shown as labelled lines). */
export type NotificationJson = { _id: string; message: string; read: boolean; createdAt: string; meta: Record<string, unknown> | null };

export function toNotificationJson(notification: SelectedNotification): NotificationJson {
  const meta = notification.meta;
  return {
    _id: notification.id,
    message: notification.message,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    meta: meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : null,
  };
}
