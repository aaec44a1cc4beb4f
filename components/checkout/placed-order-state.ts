'use client';

import { useSyncExternalStore } from 'react';
import { type PlacedOrder, parsePlacedOrder } from './placed-order';

/**
 * The navigation state for the order just placed, carried from checkout or Buy Now to /ordersuccess or
 * /payment. Kept like the password-reset e-mail (docs/decisions.md): this tab's sessionStorage under a namespaced
 * key, with an in-memory copy when storage is unavailable. The receiving page takes it once: the stored copy is
 * removed at the first read, and the page keeps what it read in memory for the rest of the visit (as a browser
 * keeps a history entry's state: Back to the page shows the same order; a reload or a new tab does not).
 */
const STORAGE_KEY = 'lanka-shop:placed-order';

/** Stored text when sessionStorage is unavailable. */
let unstoredText: string | null = null;
/** What the page took; undefined until the first read after a save. */
let taken: PlacedOrder | null | undefined;
const listeners = new Set<() => void>();

export function savePlacedOrder(order: PlacedOrder): void {
  const text = JSON.stringify(order);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, text);
    unstoredText = null;
  } catch {
    // Storage disabled (private mode, quota): the in-memory copy still carries the order within this visit.
    unstoredText = text;
  }
  taken = undefined;
  listeners.forEach((listener) => listener());
}

function takePlacedOrder(): PlacedOrder | null {
  if (taken !== undefined) return taken;
  let text = unstoredText;
  try {
    text = window.sessionStorage.getItem(STORAGE_KEY) ?? text;
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unavailable storage: only the in-memory copy.
  }
  unstoredText = null;
  taken = parsePlacedOrder(text);
  return taken;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The order handed to this page; null when there is none, undefined while rendering on the server and hydrating. */
export function usePlacedOrder(): PlacedOrder | null | undefined {
  return useSyncExternalStore<PlacedOrder | null | undefined>(subscribe, takePlacedOrder, () => undefined);
}
