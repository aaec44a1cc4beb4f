import type { ApiResult } from './api-client';

/**
 * What to tell the shopper when a call failed. SPEC.md section 8 gives two texts per action: one for a refusal
 * ('Failed to update') and one for a call that never got an answer ('Error updating quantity'). The server's own
 * message always wins; without one, a reply (any status) is a refusal and no reply at all (status 0: the network
 * failed or the answer was not JSON) is an error.
 */
export type FailureTexts = { failed: string; error: string };

export function failureMessage(result: Pick<ApiResult<unknown>, 'message' | 'status'>, texts: FailureTexts): string {
  if (result.message) return result.message;
  return result.status === 0 ? texts.error : texts.failed;
}
