'use client';

import { lazyClient } from '@/components/ui/lazy-client';
import { useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner's toasts, with sonner (about 10 KB gzipped) loaded at the first toast instead of with every page
 * (first-load JavaScript under 150 KB gzipped, docs/decisions.md). `toast` shows its message once sonner has
 * loaded; `Toaster` mounts sonner's toaster at the first toast, which then shows the toasts created before it
 * (sonner replays the active toasts to a new toaster).
 */
const loadSonner = () => import('sonner');

let firstToastShown = false;
const firstToastListeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) {
  if (!firstToastShown) {
    firstToastShown = true;
    firstToastListeners.forEach((listener) => listener());
  }
  // Calls resolve in order, so toasts keep the order they were asked for in.
  void loadSonner().then((sonner) => sonner.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

function onFirstToast(listener: () => void) {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

const SonnerToaster = lazyClient(() => loadSonner().then((sonner) => sonner.Toaster));

export function Toaster(props: ToasterProps) {
  const needed = useSyncExternalStore(onFirstToast, () => firstToastShown, () => false);
  return needed ? <SonnerToaster {...props} /> : null;
}
