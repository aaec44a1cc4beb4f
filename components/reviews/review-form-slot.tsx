'use client';

import { useEffect, useState } from 'react';
import { useVisitor } from '@/components/layout/visitor-context';
import { ownReviewOf } from '@/lib/reviews/own-review';
import type { Review } from '@/lib/reviews/types';
import { LazyReviewForm } from './lazy-review-form';
import { ReviewLoginPrompt } from './review-login-prompt';

/**
 * Where the product page asks for a review: a guest is asked to log in; a signed-in shopper gets the form, with
 * their own review to edit when they wrote one. Both are known only in the browser (the page is cached for all).
 */
export function ReviewFormSlot({ productId }: { productId: string }) {
  const { visitor } = useVisitor();
  const userId = visitor?.user?.id;
  const [own, setOwn] = useState<{ userId: string; review: Review | null } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void ownReviewOf(productId).then(
      (review) => current && setOwn({ userId, review }),
      // Unread, the form still lets the shopper write (saving replaces their review, as the form says when it knows).
      () => current && setOwn({ userId, review: null }),
    );
    return () => {
      current = false;
    };
  }, [productId, userId]);

  if (!visitor) return null;
  if (!visitor.user) return <ReviewLoginPrompt productId={productId} />;
  if (own?.userId !== visitor.user.id) return <p className="text-sm text-gray-700">Loading your review...</p>;
  return <LazyReviewForm productId={productId} ownReview={own.review} />;
}
