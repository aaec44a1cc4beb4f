import type { ReactNode } from 'react';
import { getCurrentUser } from '@/lib/auth/current-user';
import { config } from '@/lib/config';
import { realtimeClientSettings, realtimeSettings } from '@/lib/realtime/settings';
import { visitorOf } from '@/lib/users/visitor';
import { ShopFrame } from './shop-frame';
import { ServerVisitorProvider } from './visitor-context';

/**
 * The shop frame of the pages rendered per request (account, admin, cart, checkout): the header shows the
 * signed-in visitor (or a guest) as the server read them, and the unread count then follows the live events.
 */
export async function SessionShopFrame({ children }: { children: ReactNode }) {
  const visitor = await visitorOf(await getCurrentUser());
  return (
    <ServerVisitorProvider visitor={visitor} realtime={visitor.user && realtimeClientSettings(realtimeSettings(config()))}>
      <ShopFrame>{children}</ShopFrame>
    </ServerVisitorProvider>
  );
}
