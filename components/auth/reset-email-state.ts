'use client';

import { useSyncExternalStore } from 'react';

/**
 * The e-mail of a password recovery in progress, carried from /forgot-password to /verify-forgot-otp and
 * /reset-password. SPEC.md keeps it in navigation state; Next.js has none, so it lives in this tab's
 * sessionStorage (gone when the tab closes), with an in-memory copy when storage is unavailable.
 */
const STORAGE_KEY = 'lanka-shop:password-reset-email';

let memoryEmail: string | null = null;
const listeners = new Set<() => void>();

function readEmail(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? memoryEmail;
  } catch {
    return memoryEmail;
  }
}

function writeEmail(email: string | null) {
  memoryEmail = email;
  try {
    if (email === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Storage disabled (private mode, quota): the in-memory copy still carries the e-mail within this visit.
  }
  listeners.forEach((listener) => listener());
}

export function saveResetEmail(email: string): void {
  writeEmail(email);
}

export function clearResetEmail(): void {
  writeEmail(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored e-mail; `null` when there is none, `undefined` while rendering on the server and hydrating. */
export function useResetEmail(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(subscribe, readEmail, () => undefined);
}
