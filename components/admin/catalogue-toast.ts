import { toast } from '@/components/ui/toast';
import type { ApiResult } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

export type ToastTexts = { success: string; failure: string };

/**
 * Tells the admin how a call went: the server's message first, the screen's text when it sent none. `duration`
 * overrides the shop's 4 seconds (the subcategory screen uses 3). Returns whether the call succeeded.
 */
export function toastResult(result: ApiResult<unknown>, texts: ToastTexts, duration?: number): boolean {
  const options = duration ? { duration } : undefined;
  if (!result.ok) {
    toast.error(resultMessage(result, texts.failure), options);
    return false;
  }
  toast.success(resultMessage(result, texts.success), options);
  return true;
}
