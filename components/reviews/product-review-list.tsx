'use client';

import { useTranslations } from 'next-intl';
import { useVisitor } from '@/components/layout/visitor-context';
import type { Pagination } from '@/lib/http/pagination';
import { type ReviewJson, reviewFromJson } from '@/lib/reviews/review-json';
import type { Review } from '@/lib/reviews/types';
import { ReviewItem } from './review-item';
import { ShowMoreButton } from './show-more-button';
import { useReviewPages } from './use-review-pages';

type ProductReviewListProps = {
  productId: string;
  reviews: Review[];
  pagination: Pagination;
  /** Reviews per "Show more". */
  pageSize: number;
};

/** The product's reviews, newest first, with "Show more reviews" while more follow. */
export function ProductReviewList({ productId, reviews: initial, pagination, pageSize }: ProductReviewListProps) {
  const t = useTranslations('reviews');
  // The signed-in shopper's own review is marked.
  const userId = useVisitor().visitor?.user?.id;
  const list = useReviewPages({
    initial,
    pagination,
    pageUrl: (page) => `/api/reviews/getall/${encodeURIComponent(productId)}?page=${page}&limit=${pageSize}`,
    reviewsOf: (data) => (data as { reviews: ReviewJson[] }).reviews.map(reviewFromJson),
    failure: t('loadFailed'),
  });

  if (list.reviews.length === 0) return <p className="text-gray-700">{t('list.beFirst')}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={t('list.label')} className="divide-y divide-gray-200 border-y border-gray-200">
        {list.reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} own={review.user.id === userId} />
          </li>
        ))}
      </ul>
      {list.hasMore ? <ShowMoreButton loading={list.loading} onClick={() => void list.loadMore()} /> : null}
    </div>
  );
}
