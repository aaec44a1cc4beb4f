'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/http/api-client';
import type { Pagination } from '@/lib/http/pagination';
import { resultMessage } from '@/lib/http/result-message';
import type { Review } from '@/lib/reviews/types';

type ReviewPagesOptions = {
  /** The first page, as the server rendered it. */
  initial: Review[];
  pagination: Pagination;
  /** The API address of a page. */
  pageUrl: (page: number) => string;
  /** The reviews in a reply's `data`. */
  reviewsOf: (data: unknown) => Review[];
  /** The text shown when a page cannot be read. */
  failure: string;
};

/**
 * A list of reviews read a page at a time: the server's first page, then "Show more" appends the next ones (a review
 * already shown is not repeated). The product page's list.
 */
export function useReviewPages({ initial, pagination: first, pageUrl, reviewsOf, failure }: ReviewPagesOptions) {
  const [reviews, setReviews] = useState(initial);
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
