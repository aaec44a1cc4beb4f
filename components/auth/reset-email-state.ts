'use client';

import { useSyncExternalStore } from 'react';

/**
 * A password recovery in progress, carried from /forgot-password to /verify-forgot-otp and /reset-password: the
 * e-mail, and once the OTP is verified the reset grant the API handed out. They are the flow's navigation
 * state; Next.js has none, so they live in this tab's sessionStorage (gone when the tab closes), with an
 * in-memory copy when storage is unavailable.
 */
export const RESET_EMAIL_KEY = 'lanka-shop:password-reset-email';
const GRANT_KEY = 'lanka-shop:password-reset-grant';

const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null) {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled (private mode, quota): the in-memory copy still carries it within this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Starts a recovery for `email`; a grant of an earlier one is dropped. */
export function saveResetEmail(email: string): void {
  write(GRANT_KEY, null);
  write(RESET_EMAIL_KEY, email);
}

export function saveResetGrant(resetToken: string): void {
  write(GRANT_KEY, resetToken);
}

/** The grant of the verified OTP, read when the new password is sent ('' when the OTP was not verified here). */
export function resetGrant(): string {
  return read(GRANT_KEY) ?? '';
}

export function clearResetEmail(): void {
  write(GRANT_KEY, null);
  write(RESET_EMAIL_KEY, null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored e-mail; `null` when there is none, `undefined` while rendering on the server and hydrating. */
export function useResetEmail(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(subscribe, () => read(RESET_EMAIL_KEY), () => undefined);
}
