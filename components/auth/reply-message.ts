import type { ApiResult } from '@/lib/http/api-client';

/** The server's message from an API reply, else `fallback` (SPEC.md: the server's message comes first). */
export function replyMessage(result: ApiResult<unknown>, fallback: string): string {
  const message = result.body.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
