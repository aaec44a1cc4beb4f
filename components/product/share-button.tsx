'use client';

import { Share2 } from 'lucide-react';
import { toast } from '@/components/ui/toast';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the product page: the device's share sheet where the browser has one (phones), otherwise its address copied.
 * Closing the share sheet is the shopper's choice, not an error; a share the browser refuses falls back to the copy.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if ('share' in navigator) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50"
    >
      <Share2 aria-hidden className="size-4" />
      Share
    </button>
  );
}
