'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ownReviewOf } from '@/lib/reviews/own-review';
import type { Review } from '@/lib/reviews/types';
import { ReviewForm } from './review-form';

/**
 * The review form of a signed-in shopper, with their own review of the product to edit when they wrote one (read
 * in the browser: the product page is cached for everyone).
 */
export function OwnReviewForm({ productId }: { productId: string }) {
  const t = useTranslations('reviews.form');
  const [own, setOwn] = useState<{ review: Review | null } | null>(null);

  useEffect(() => {
    let current = true;
    void ownReviewOf(productId).then(
      (review) => current && setOwn({ review }),
      // Unread, the form still lets the shopper write (saving replaces their review, as the form says when it knows).
      () => current && setOwn({ review: null }),
    );
    return () => {
      current = false;
    };
  }, [productId]);

  if (!own) return <p className="text-sm text-gray-700">{t('loading')}</p>;
  return <ReviewForm productId={productId} ownReview={own.review} />;
}
