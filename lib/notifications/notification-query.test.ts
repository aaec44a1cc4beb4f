import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_QUERY, notificationQuerySchema, notificationsHref } from './notification-query';

describe('notificationsHref()', () => {
  it('leaves parameters at their defaults out', () => {
    expect(notificationsHref('/admin/notifications', DEFAULT_NOTIFICATION_QUERY)).toBe('/admin/notifications');
  });

  it('round-trips a view through the address', () => {
    const query = notificationQuerySchema.parse({ type: 'stock', status: 'unread', limit: '5', page: '3' });
    const href = notificationsHref('/dashboard/notifications', query);
    expect(href).toBe('/dashboard/notifications?type=stock&status=unread&limit=5&page=3');
    expect(notificationQuerySchema.parse(Object.fromEntries(new URL(href, 'http://shop').searchParams))).toEqual(query);
  });

  it('takes empty parameters as absent', () => {
    expect(notificationQuerySchema.parse({ type: '', status: ' ', page: '', limit: '' })).toEqual(DEFAULT_NOTIFICATION_QUERY);
  });
});
