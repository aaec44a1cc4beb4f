'use client';

import { useLocale, useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRef } from '@/lib/auth/actor';
import { isLocale } from '@/lib/i18n/locales';
import type { Notification } from '@/lib/notifications/types';
import type { RealtimeClientSettings } from '@/lib/realtime/settings';
import type { LiveAudience } from './live-connection';

type Listener = (notification: Notification, audience: LiveAudience) => void;

type LiveNotifications = {
  /** Unread notifications of the signed-in visitor (for an admin: with the admins' shared ones). */
  unread: number;
  /** A list page reports what it marked read or deleted, so the header's count follows. */
  adjustUnread: (change: number) => void;
  /** A list page prepends what arrives live. */
  onNotification: (listener: Listener) => () => void;
};

const LiveNotificationsContext = createContext<LiveNotifications>({ unread: 0, adjustUnread: () => {}, onNotification: () => () => {} });

export function useLiveNotifications(): LiveNotifications {
  return useContext(LiveNotificationsContext);
}

type ProviderProps = {
  user: ActorRef | null;
  initialUnread: number;
  /** Null until known (a cached page's header learns them with the visitor); nothing connects without them. */
  settings: RealtimeClientSettings | null;
  children: ReactNode;
};

/**
 * Live notifications for the signed-in visitor (docs/decisions.md): pusher-js over websockets only, on the private
 * channel of the user (and, for an admin, the admins' channel), authorised by /api/pusher/auth against the session,
 * the socket signed in as the user by /api/pusher/user-auth.
 * The connection (components/notifications/live-connection.ts, with pusher-js) is loaded after the page, and only for
 * a signed-in visitor, so it adds nothing to the first load.
 */
export function LiveNotificationsProvider({ user, initialUnread, settings, children }: ProviderProps) {
  const [unread, setUnread] = useState(initialUnread);
  const [syncedInitial, setSyncedInitial] = useState(initialUnread);
  // A navigation re-renders the layout with the server's count: take it (React's "adjust state on prop change").
  if (syncedInitial !== initialUnread) {
    setSyncedInitial(initialUnread);
    setUnread(initialUnread);
  }
  const listeners = useRef(new Set<Listener>());
  const t = useTranslations('notifications');
  const liveText = t('live');
  const liveAdminText = t('liveAdmin');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : 'en';

  const userId = user?.id;
  const isAdmin = user?.role === 'ADMIN';
  // Primitives, so a re-rendered layout (a new but equal settings object) does not reconnect.
  const { key, cluster, wsHost, wsPort, forceTLS, builtIn } = settings ?? {};
  useEffect(() => {
    if (!userId || key === undefined || cluster === undefined || forceTLS === undefined || builtIn === undefined) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    const received = (notification: Notification, audience: LiveAudience) => {
      setUnread((count) => count + 1);
      listeners.current.forEach((listener) => listener(notification, audience));
    };
    // The connection's code (pusher-js and its channels) loads only for a signed-in visitor: guests never fetch it.
    void import('./live-connection').then(({ connectLive }) => {
      if (cancelled) return;
      disconnect = connectLive(
        {
          userId,
          isAdmin,
          settings: { key, cluster, wsHost, wsPort, forceTLS, builtIn },
          texts: { user: liveText, admin: liveAdminText },
          locale,
        },
        received,
      );
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [userId, isAdmin, key, cluster, wsHost, wsPort, forceTLS, builtIn, liveText, liveAdminText, locale]);

  const adjustUnread = useCallback((change: number) => setUnread((count) => Math.max(0, count + change)), []);
  const onNotification = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ unread, adjustUnread, onNotification }), [unread, adjustUnread, onNotification]);
  return <LiveNotificationsContext.Provider value={value}>{children}</LiveNotificationsContext.Provider>;
}
