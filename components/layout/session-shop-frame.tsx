import type { ReactNode } from 'react';
import { LiveNotificationsProvider } from '@/components/notifications/live-notifications';
import { getCurrentUser } from '@/lib/auth/current-user';
import { countCartItems } from '@/lib/cart/count-cart-items';
import { config } from '@/lib/config';
import { unreadCount } from '@/lib/notifications/notifications';
import { realtimeClientSettings, realtimeSettings } from '@/lib/realtime/settings';
import { ShopFrame } from './shop-frame';

/**
 * The shop frame for the signed-in visitor (or a guest): the header shows their links, cart count and unread
 * notifications, which then follow the live events.
 */
export async function SessionShopFrame({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  const [cartCount, unread] = user ? await Promise.all([countCartItems(user.id), unreadCount(user)]) : [0, 0];
  return (
    <LiveNotificationsProvider user={user && { id: user.id, role: user.role }} initialUnread={unread} settings={realtimeClientSettings(realtimeSettings(config()))}>
      <ShopFrame user={user && { name: user.name, role: user.role }} cartCount={cartCount}>
        {children}
      </ShopFrame>
    </LiveNotificationsProvider>
  );
}
