'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useEffect } from 'react';

/**
 * Goes to `path` after `delayMs` once `path` is set (null: stay). Leaving the page first cancels it.
 * `replace` keeps pages that only bounce the visitor out of the back-button history.
 */
export function useRedirectAfter(path: string | null, delayMs: number, mode: 'push' | 'replace' = 'push'): void {
  const router = useRouter();
  useEffect(() => {
    if (path === null) return;
    const timer = window.setTimeout(() => {
      if (mode === 'replace') router.replace(path);
      else router.push(path);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [path, delayMs, mode, router]);
}
