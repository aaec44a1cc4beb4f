import { readGuestCart, writeGuestCart } from '@/lib/cart/guest-cart';
import type { CartMerge } from '@/lib/cart/merge-cart';
import { type ApiResult, apiFetch } from '@/lib/http/api-client';

/** What became of a guest's cart at login: nothing to merge, merged (with what was skipped), or the failed reply. */
export type GuestCartMerge = { kind: 'none' } | { kind: 'merged'; skipped: number } | { kind: 'failed'; result: ApiResult<unknown> };

/**
 * Just after login: the guest's browser cart goes into the account's (POST /api/cart/merge), and the browser's copy
 * is emptied once the server has taken it. A failed merge keeps the copy, so nothing the guest chose is lost
 * unseen: the caller says so, and the next login tries again. The merge is idempotent, so a retry never doubles.
 */
export async function mergeGuestCart(): Promise<GuestCartMerge> {
  const items = readGuestCart();
  if (items.length === 0) return { kind: 'none' };
  const result = await apiFetch<CartMerge>('/api/cart/merge', { json: { items } });
  if (!result.ok || !result.data) return { kind: 'failed', result };
  writeGuestCart([]);
  return { kind: 'merged', skipped: result.data.skipped.length };
}
