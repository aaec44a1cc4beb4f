'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import type { Pagination } from '@/lib/http/pagination';
import { type ReviewJson, reviewFromJson } from '@/lib/reviews/review-json';
import { ShowMoreButton } from './show-more-button';
import { useReviewPages } from './use-review-pages';

// Only the reviews "Show more" adds are rendered here: their code loads with the first of them.
const ReviewItem = lazyClient(() => import('./review-item').then((module) => module.ReviewItem));

type ProductReviewListProps = {
  productId: string;
  /** The first page's items, rendered by the server. */
  firstPage: ReactNode;
  /** The ids of the first page's reviews: a review a later page repeats is not shown twice. */
  shownIds: string[];
  pagination: Pagination;
  /** Reviews per "Show more". */
  pageSize: number;
};

/** The product's reviews, newest first, with "Show more reviews" while more follow. */
export function ProductReviewList({ productId, firstPage, shownIds, pagination, pageSize }: ProductReviewListProps) {
  const t = useTranslations('reviews');
  const list = useReviewPages({
    pagination,
    pageUrl: (page) => `/api/reviews/getall/${encodeURIComponent(productId)}?page=${page}&limit=${pageSize}`,
    reviewsOf: (data) => (data as { reviews: ReviewJson[] }).reviews.map(reviewFromJson),
    failure: t('loadFailed'),
  });
  const added = list.reviews.filter((review) => !shownIds.includes(review.id));

  if (shownIds.length === 0) return <p className="text-gray-700">{t('list.beFirst')}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={t('list.label')} className="divide-y divide-gray-200 border-y border-gray-200">
        {firstPage}
        {added.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {list.hasMore ? <ShowMoreButton loading={list.loading} onClick={() => void list.loadMore()} /> : null}
    </div>
  );
}
