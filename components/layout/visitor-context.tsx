'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { LiveNotificationsProvider } from '@/components/notifications/live-notifications';
import { apiFetch } from '@/lib/http/api-client';
import type { RealtimeClientSettings } from '@/lib/realtime/settings';
import type { Visitor } from '@/lib/users/types';
import { GUEST_VISITOR, type VisitorJson, visitorFromJson } from '@/lib/users/visitor-json';

type VisitorState = {
  /** Null until known: a cached page learns its visitor after load. */
  visitor: Visitor | null;
  /** Reads the visitor again, after something of theirs changed (a product added to the cart). */
  refresh: () => void;
};

const VisitorContext = createContext<VisitorState>({ visitor: null, refresh: () => {} });

export function useVisitor(): VisitorState {
  return useContext(VisitorContext);
}

type FrameProps = { visitor: Visitor | null; realtime: RealtimeClientSettings | null; refresh: () => void; children: ReactNode };

function VisitorFrame({ visitor, realtime, refresh, children }: FrameProps) {
  const value = useMemo(() => ({ visitor, refresh }), [visitor, refresh]);
  return (
    <VisitorContext.Provider value={value}>
      <LiveNotificationsProvider user={visitor?.user ?? null} initialUnread={visitor?.unread ?? 0} settings={realtime}>
        {children}
      </LiveNotificationsProvider>
    </VisitorContext.Provider>
  );
}

/** The signed-in areas, rendered per request: the server read the visitor, and a refresh renders the page again. */
export function ServerVisitorProvider({ visitor, realtime, children }: Omit<FrameProps, 'refresh'>) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return (
    <VisitorFrame visitor={visitor} realtime={realtime} refresh={refresh}>
      {children}
    </VisitorFrame>
  );
}

async function fetchVisitor(): Promise<{ visitor: Visitor; realtime: RealtimeClientSettings | null }> {
  const result = await apiFetch<VisitorJson>('/api/user/visitor');
  // A visitor that cannot be read is shown as a guest: buying or reviewing then asks the server, which knows.
  return result.ok && result.data ? visitorFromJson(result.data) : { visitor: GUEST_VISITOR, realtime: null };
}

/**
 * The cached storefront pages: their HTML is the same for everyone, so the browser asks who is visiting after load
 * (the header's links, cart count and bell, the purchase panel's and the reviews' signed-in state).
 */
export function FetchedVisitorProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<{ visitor: Visitor; realtime: RealtimeClientSettings | null } | null>(null);
  const refresh = useCallback(() => void fetchVisitor().then(setKnown), []);
  useEffect(refresh, [refresh]);
  return (
    <VisitorFrame visitor={known?.visitor ?? null} realtime={known?.realtime ?? null} refresh={refresh}>
      {children}
    </VisitorFrame>
  );
}
