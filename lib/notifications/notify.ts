import 'server-only';
import { type Db } from '@/lib/db/client';
import { deliverSoon } from './delivery';
import type { NotificationType } from './notification-query';

/** Extra facts shown under a notification's message as labelled lines (order id, amount, status...). */
export type NotificationMeta = Record<string, string | number | null>;


export type NotificationInput =
  | { audience: 'USER'; type: NotificationType; userId: string; message: string; meta?: NotificationMeta }
  | { audience: 'ADMIN'; type: NotificationType; message: string; meta?: NotificationMeta };

/**
 * The one way the shop raises a notification: stored first (inside the caller's transaction when it passes one,
 * so a rolled-back change raises nothing), then pushed live by the delivery outbox (delivery.ts).
 */
export async function notify(db: Db, notifications: NotificationInput[]): Promise<void> {
  if (notifications.length === 0) return;
  await db.notification.createMany({
    data: notifications.map((notification) => ({
      audience: notification.audience,
      type: notification.type,
      userId: notification.audience === 'USER' ? notification.userId : null,
      message: notification.message,
      meta: notification.meta ?? undefined,
    })),
  });
  deliverSoon();
}
