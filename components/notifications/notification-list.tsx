'use client';

import { Check, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { apiFetch } from '@/lib/http/api-client';
import type { NotificationJson } from '@/lib/notifications/notification-json';
import { type LiveAudience, useLiveNotifications } from './live-notifications';

/** SPEC.md section 8's failure messages, which differ between the two lists. */
const FAILURES = {
  user: { read: 'Failed to mark as read', remove: 'Failed to delete notification' },
  admin: { read: 'Failed to mark as read', remove: 'Failed to delete' },
} as const;

const time = new Intl.DateTimeFormat('en-LK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });

/** 'orderId' -> 'Order id', 'payment_status' -> 'Payment status'. */
export function metaLabel(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function metaText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

type NotificationListProps = { initial: NotificationJson[]; audience: LiveAudience };

/**
 * A notification list (dashboard or admin): message, time and meta as labelled lines, Mark Read and Delete; what
 * arrives live for this audience is prepended.
 */
export function NotificationList({ initial, audience }: NotificationListProps) {
  const [notifications, setNotifications] = useState(initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { adjustUnread, onNotification } = useLiveNotifications();

  useEffect(
    () =>
      onNotification((notification, from) => {
        if (from === audience) setNotifications((list) => [notification, ...list.filter((item) => item._id !== notification._id)]);
      }),
    [audience, onNotification],
  );

  async function markRead(notification: NotificationJson) {
    setBusyId(notification._id);
    const result = await apiFetch(`/api/notifications/${encodeURIComponent(notification._id)}/read`, { method: 'PATCH' });
    setBusyId(null);
    if (!result.ok) return void toast.error(result.message || FAILURES[audience].read);
    setNotifications((list) => list.map((item) => (item._id === notification._id ? { ...item, read: true } : item)));
    adjustUnread(-1);
  }

  async function remove(notification: NotificationJson) {
    setBusyId(notification._id);
    const result = await apiFetch(`/api/notifications/${encodeURIComponent(notification._id)}`, { method: 'DELETE' });
    setBusyId(null);
    if (!result.ok) return void toast.error(result.message || FAILURES[audience].remove);
    setNotifications((list) => list.filter((item) => item._id !== notification._id));
    if (!notification.read) adjustUnread(-1);
    toast.success('Deleted notification');
  }

  if (notifications.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-700">No notifications yet.</p>;
  }

  return (
    <ul aria-label="Notifications" className="space-y-3">
      {notifications.map((notification) => {
        const meta = Object.entries(notification.meta ?? {});
        return (
          <li
            key={notification._id}
            className={`rounded-lg border p-4 ${notification.read ? 'border-gray-200 bg-white' : 'border-brand-200 bg-brand-50'}`}
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">
                  {!notification.read && (
                    <span className="mr-2 align-middle">
                      <Badge tone="brand">New</Badge>
                    </span>
                  )}
                  {notification.message}
                </p>
                <p className="mt-1 text-sm text-gray-700">
                  <time dateTime={notification.createdAt}>{time.format(new Date(notification.createdAt))}</time>
                </p>
                {meta.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {meta.map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt className="text-gray-700">{metaLabel(key)}</dt>
                        <dd className="break-all text-gray-900">{metaText(value)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                {!notification.read && (
                  <button
                    type="button"
                    onClick={() => void markRead(notification)}
                    disabled={busyId === notification._id}
                    className={`${buttonClassName('secondary')} px-3 py-1.5`}
                    aria-label={`Mark read: ${notification.message}`}
                  >
                    <Check aria-hidden className="size-4" />
                    Mark Read
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void remove(notification)}
                  disabled={busyId === notification._id}
                  className={`${buttonClassName('secondary')} px-3 py-1.5 text-red-800`}
                  aria-label={`Delete: ${notification.message}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
