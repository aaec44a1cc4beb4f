'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { LiveNotificationsProvider } from '@/components/notifications/live-notifications';
import { apiFetch } from '@/lib/http/api-client';
import type { RealtimeClientSettings } from '@/lib/realtime/settings';
import type { Visitor } from '@/lib/users/types';
import { GUEST_VISITOR, type VisitorJson, visitorFromJson } from '@/lib/users/visitor-json';

type VisitorState = {
  /** Null until known: a cached page learns its visitor after load. */
  visitor: Visitor | null;
  /** The visitor once known: at once where the server read them, after the first read on a cached page. */
  whenKnown: () => Promise<Visitor>;
  /** Reads the visitor again, after something of theirs changed (a product added to the cart). */
  refresh: () => void;
};

const VisitorContext = createContext<VisitorState>({ visitor: null, whenKnown: () => Promise.resolve(GUEST_VISITOR), refresh: () => {} });

export function useVisitor(): VisitorState {
  return useContext(VisitorContext);
}

type FrameProps = Omit<VisitorState, 'visitor'> & { visitor: Visitor | null; realtime: RealtimeClientSettings | null; children: ReactNode };

function VisitorFrame({ visitor, realtime, whenKnown, refresh, children }: FrameProps) {
  const value = useMemo(() => ({ visitor, whenKnown, refresh }), [visitor, whenKnown, refresh]);
  return (
    <VisitorContext.Provider value={value}>
      <LiveNotificationsProvider user={visitor?.user ?? null} initialUnread={visitor?.unread ?? 0} settings={realtime}>
        {children}
      </LiveNotificationsProvider>
    </VisitorContext.Provider>
  );
}

/** The signed-in areas, rendered per request: the server read the visitor, and a refresh renders the page again. */
export function ServerVisitorProvider({ visitor, realtime, children }: Omit<FrameProps, 'refresh' | 'whenKnown'> & { visitor: Visitor }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  const whenKnown = useCallback(() => Promise.resolve(visitor), [visitor]);
  return (
    <VisitorFrame visitor={visitor} realtime={realtime} whenKnown={whenKnown} refresh={refresh}>
      {children}
    </VisitorFrame>
  );
}

async function fetchVisitor(): Promise<{ visitor: Visitor; realtime: RealtimeClientSettings | null }> {
  const result = await apiFetch<VisitorJson>('/api/user/visitor');
  // A visitor that cannot be read is shown as a guest: buying or reviewing then asks the server, which knows.
  return result.ok && result.data ? visitorFromJson(result.data) : { visitor: GUEST_VISITOR, realtime: null };
}

/** A promise and its resolve (Promise.withResolvers, which phones of 2023 lack). */
function deferredVisitor() {
  let resolve: (visitor: Visitor) => void = () => {};
  const promise = new Promise<Visitor>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The cached storefront pages: their HTML is the same for everyone, so the browser asks who is visiting after load
 * (the header's links, cart count and bell, the purchase panel's and the reviews' signed-in state).
 */
export function FetchedVisitorProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<{ visitor: Visitor; realtime: RealtimeClientSettings | null } | null>(null);
  const [firstRead] = useState(deferredVisitor);
  const refresh = useCallback(
    () =>
      void fetchVisitor().then((read) => {
        setKnown(read);
        firstRead.resolve(read.visitor);
      }),
    [firstRead],
  );
  useEffect(refresh, [refresh]);
  const whenKnown = useCallback(() => firstRead.promise, [firstRead]);
  return (
    <VisitorFrame visitor={known?.visitor ?? null} realtime={known?.realtime ?? null} whenKnown={whenKnown} refresh={refresh}>
      {children}
    </VisitorFrame>
  );
}
