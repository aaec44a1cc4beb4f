import { ok, withApi } from '@/lib/http';
import { markAllRead } from '@/lib/notifications/notifications';

/** Marks all the admins' shared unread notifications read (for every admin) in one UPDATE: `data: {marked}`. */
export const PATCH = withApi(async () => ok('All admin notifications marked as read', { marked: await markAllRead('admins') }), {
  access: 'admin',
});
