import { toast } from '@/components/ui/toast';
import { csrfHeaders } from '@/lib/http/api-client';
import type { Locale } from '@/lib/i18n/locales';
import { localizeServerMessage } from '@/lib/i18n/server-messages';
import { type NotificationJson, notificationFromJson } from '@/lib/notifications/notification-json';
import type { Notification } from '@/lib/notifications/types';
import { ADMIN_CHANNEL, ADMIN_EVENT, USER_EVENT, userChannel } from '@/lib/realtime/channels';
import type { RealtimeClientSettings } from '@/lib/realtime/settings';

/** Whose notifications a connection carries: the shopper's own, or the admins'. */
export type LiveAudience = 'user' | 'admin';

/** `texts`: the title of an arrival's toast, in the page's language `locale`. */
type Subscriber = {
  userId: string;
  isAdmin: boolean;
  settings: RealtimeClientSettings;
  texts: { user: string; admin: string };
  locale: Locale;
};

/**
 * The signed-in visitor's live notifications (docs/decisions.md): pusher-js over websockets only, on the private
 * channel of the user (and, for an admin, the admins' channel), authorised by /api/pusher/auth against the session,
 * the socket signed in as the user by /api/pusher/user-auth. Each arrival is handed to `received` and announced: the
 * toast's title says a notification came, its description what happened (the stored English message, in `locale`).
 * Returns the disconnection. Loaded by LiveNotificationsProvider only once someone is signed in.
 */
export function connectLive(
  { userId, isAdmin, settings: { key, cluster, wsHost, wsPort, forceTLS, builtIn }, texts, locale }: Subscriber,
  received: (notification: Notification, audience: LiveAudience) => void,
): () => void {
  let disconnect: (() => void) | undefined;
  let cancelled = false;
  const announce = (audience: LiveAudience) => (json: NotificationJson) => {
    const notification = notificationFromJson(json);
    received(notification, audience);
    void localizeServerMessage(notification.message, locale).then((message) =>
      toast.info(texts[audience], { description: message }),
    );
  };
  void import('pusher-js').then(({ default: Pusher }) => {
    if (cancelled) return;
    const pusher = new Pusher(key, {
      cluster,
      // The built-in server sits beside the shop: same host name, and TLS when the page has it (README, Deploy).
      wsHost: wsHost ?? (builtIn ? window.location.hostname : undefined),
      wsPort,
      wssPort: wsPort,
      forceTLS: builtIn ? window.location.protocol === 'https:' : forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: { endpoint: '/api/pusher/auth', transport: 'ajax', headersProvider: csrfHeaders },
      // Signing in binds the socket to the user, so the server can close it when a right ends (it reconnects).
      userAuthentication: { endpoint: '/api/pusher/user-auth', transport: 'ajax', headersProvider: csrfHeaders },
    });
    pusher.signin();
    pusher.subscribe(userChannel(userId)).bind(USER_EVENT, announce('user'));
    if (isAdmin) pusher.subscribe(ADMIN_CHANNEL).bind(ADMIN_EVENT, announce('admin'));
    disconnect = () => pusher.disconnect();
  });
  return () => {
    cancelled = true;
    disconnect?.();
  };
}
