'use client';

import type { ReactNode } from 'react';
import { useVisitor } from '@/components/layout/visitor-context';
import { LazyReviewForm } from './lazy-review-form';

type ReviewFormSlotProps = {
  productId: string;
  /** What a guest is shown, rendered on the server (it adds no code to the page). */
  guestPrompt: ReactNode;
};

/**
 * Where the product page asks for a review: a guest is asked to log in; a signed-in shopper gets the form, with
 * their own review to edit when they wrote one. Both are known only in the browser (the page is cached for all).
 */
export function ReviewFormSlot({ productId, guestPrompt }: ReviewFormSlotProps) {
  const { visitor } = useVisitor();
  if (!visitor) return null;
  if (!visitor.user) return guestPrompt;
  // Keyed by the shopper: another account signed in on this page reads its own review.
  return <LazyReviewForm key={visitor.user.id} productId={productId} />;
}
