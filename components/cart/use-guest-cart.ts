'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { type GuestCartItem, parseGuestCart, storedGuestCart, subscribeGuestCart } from '@/lib/cart/guest-cart';

/**
 * The guest's browser cart, kept current across this tab and others; null while the page is hydrating (the server
 * cannot see it, so the first render shows none either way).
 */
export function useGuestCart(): GuestCartItem[] | null {
  const stored = useSyncExternalStore(subscribeGuestCart, storedGuestCart, () => undefined);
  return useMemo(() => (stored === undefined ? null : parseGuestCart(stored)), [stored]);
}
