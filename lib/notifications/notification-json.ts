import type { Notification } from './types';

/** A notification in the shop's documented reply shape (and the live events' payload): _id, message, read, createdAt, meta. */
export type NotificationJson = { _id: string; message: string; read: boolean; createdAt: string; meta: Record<string, unknown> | null };

export function toNotificationJson(notification: Notification): NotificationJson {
  return {
    _id: notification.id,
    message: notification.message,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    meta: notification.meta,
  };
}

/** A notification as a live event brings it to the browser. */
export function notificationFromJson(json: NotificationJson): Notification {
  return { id: json._id, message: json.message, read: json.read, createdAt: new Date(json.createdAt), meta: json.meta };
}
