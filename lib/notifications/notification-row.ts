import type { Prisma } from '@/lib/generated/prisma/client';
import type { Notification } from './types';

/** The columns a Notification is read from (and whom it goes to, for the live delivery). */
export const notificationSelect = {
  id: true,
  audience: true,
  userId: true,
  message: true,
  read: true,
  meta: true,
  createdAt: true,
} satisfies Prisma.NotificationSelect;

type NotificationRow = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

export function notificationFromRow(row: NotificationRow): Notification {
  const meta = row.meta;
  return {
    id: row.id,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt,
    meta: meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : null,
  };
}
