'use server';

import 'server-only';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isCleanText } from '@/lib/http/clean-text';
import { getOwnReview } from './reviews';
import type { Review } from './types';

/**
 * The signed-in shopper's review of a product, for the form of a cached product page (whose HTML is the same for
 * everyone). A server action: anyone may call it with anything, so a guest, or an id that is no product id, gets
 * null; it tells a person only about their own review.
 */
export async function ownReviewOf(productId: unknown): Promise<Review | null> {
  if (typeof productId !== 'string' || productId.length > 64 || !isCleanText(productId)) return null;
  const user = await getCurrentUser();
  return user ? getOwnReview(user.id, productId) : null;
}
