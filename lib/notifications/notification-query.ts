import { z } from 'zod';
import { optionalQuery, pageFields } from '@/lib/http/pagination';

/**
 * The query of the notification lists (GET /api/notifications, GET /api/notifications/admin and their screens),
 * without server-only imports: the screens build their addresses with it. `type` is what a notification is about
 * (the NotificationType of prisma/schema.prisma, set by notify()'s callers); `status` is `unread` or `read`.
 */

export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_TYPES = ['order', 'payment', 'stock', 'review', 'account', 'message'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;

/** The types each list can hold: a shopper hears about their orders and payments, and an admin's messages. */
export const USER_NOTIFICATION_TYPES = ['order', 'payment', 'message'] as const satisfies readonly NotificationType[];

export const notificationQuerySchema = z.object({
  ...pageFields(DEFAULT_NOTIFICATION_PAGE_SIZE),
  type: optionalQuery(z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` })),
  status: optionalQuery(z.enum(NOTIFICATION_STATUSES, { error: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}` })),
});
export type NotificationQuery = z.output<typeof notificationQuerySchema>;

export const DEFAULT_NOTIFICATION_QUERY: NotificationQuery = notificationQuerySchema.parse({});

/** A list screen's address for a query, parameters at their defaults left out. */
export function notificationsHref(path: string, query: NotificationQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  if (query.limit !== DEFAULT_NOTIFICATION_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.page !== 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
