import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { DEFAULT_NOTIFICATION_QUERY, notificationQuerySchema } from '@/lib/notifications/notification-query';
import { listNotifications, type NotificationScope, unreadCountOf } from '@/lib/notifications/notifications';
import { queryObject } from '@/lib/http/pagination';
import type { LiveAudience } from './live-connection';
import { NotificationList } from './notification-list';

type NotificationPanelProps = {
  audience: LiveAudience;
  scope: NotificationScope;
  searchParams: Record<string, string | string[] | undefined>;
};

/**
 * A notification screen's list (server side): the page, filters and unread count the address asks for, read
 * through the domain functions (no /api call). A refused address shows the first page of all notifications.
 */
export async function NotificationPanel({ audience, scope, searchParams }: NotificationPanelProps) {
  const parsed = notificationQuerySchema.safeParse(queryObject(searchParams));
  const query = parsed.success ? parsed.data : DEFAULT_NOTIFICATION_QUERY;
  const [list, unread] = await Promise.all([listNotifications(scope, query), unreadCountOf(scope)]).catch((error: unknown) => {
    console.error('Failed to load notifications', error);
    return [null, 0] as const;
  });
  return (
    <NotificationList
      audience={audience}
      list={list}
      query={query}
      queryError={parsed.success ? null : firstIssueMessage(parsed.error)}
      unread={unread}
    />
  );
}
