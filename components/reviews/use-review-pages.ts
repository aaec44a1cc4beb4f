'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/http/api-client';
import type { Pagination } from '@/lib/http/pagination';
import { resultMessage } from '@/lib/http/result-message';
import type { Review } from '@/lib/reviews/types';

type ReviewPagesOptions = {
  /** The first page's, as the server rendered it: the list holds the pages after it. */
  pagination: Pagination;
  /** The API address of a page. */
  pageUrl: (page: number) => string;
  /** The reviews in a reply's `data`. */
  reviewsOf: (data: unknown) => Review[];
  /** The text shown when a page cannot be read. */
  failure: string;
};

/**
 * The reviews "Show more" adds after the server's first page, a page at a time (a review already added is not repeated).
 * The product page's list.
 */
export function useReviewPages({ pagination: first, pageUrl, reviewsOf, failure }: ReviewPagesOptions) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const [pagination, setPagination] = useState(first);
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    if (loading || !pagination.hasMore) return;
    setLoading(true);
    const result = await apiFetch(pageUrl(pagination.page + 1));
    setLoading(false);
    if (!result.ok) {
      toast.error(resultMessage(result, failure));
      return;
    }
    const more = reviewsOf(result.data);
    setReviews((shown) => [...shown, ...more.filter((review) => !shown.some((item) => item.id === review.id))]);
    setPagination(result.body.pagination as Pagination);
  }

  return {
    reviews,
    hasMore: pagination.hasMore,
    loading,
    loadMore,
  };
}
