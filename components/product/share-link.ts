import { toast } from '@/components/ui/toast';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a page: the device's share sheet where the browser has one (phones), otherwise its address copied. Closing
 * the share sheet is the shopper's choice, not an error; a share the browser refuses falls back to the copy.
 */
export async function shareLink(title: string, url: string, texts: { copied: string; failed: string }): Promise<void> {
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
    toast.success(texts.copied);
  } catch {
    toast.error(texts.failed);
  }
}
