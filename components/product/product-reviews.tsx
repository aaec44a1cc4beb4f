import { useTranslations } from 'next-intl';
import { ProductReviewList } from '@/components/reviews/product-review-list';
import { ReviewItem } from '@/components/reviews/review-item';
import { ReviewFormSlot } from '@/components/reviews/review-form-slot';
import { ReviewLoginPrompt } from '@/components/reviews/review-login-prompt';
import { ReviewSummary } from '@/components/reviews/review-summary';
import type { Pagination } from '@/lib/http/pagination';
import type { Review } from '@/lib/reviews/types';
import type { ReviewSummary as Summary } from '@/lib/reviews/rules';

/** Reviews shown at first and per "Show more reviews". */
export const PRODUCT_PAGE_REVIEWS = 10;

export type ProductReviewsData = { reviews: Review[]; summary: Summary; pagination: Pagination };

type ProductReviewsProps = {
  productId: string;
  /** The first page of reviews and the summary, or null when they could not be read. */
  data: ProductReviewsData | null;
  /** When the page was rendered: a refresh after a new review remounts the list with the server's first page. */
  renderedAt: string;
};

/** 'Ratings and reviews' of the product page: the summary with its bars, the review form and the reviews. */
export function ProductReviews({ productId, data, renderedAt }: ProductReviewsProps) {
  const t = useTranslations('reviews');
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24 border-t border-gray-200 pt-8">
      <h2 id="reviews-heading" className="text-xl font-bold tracking-tight text-gray-900">
        {t('heading')}
      </h2>
      {data === null ? (
        <p role="alert" className="mt-4 text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12">
          <div className="space-y-6">
            <ReviewSummary summary={data.summary} />
            <ReviewFormSlot key={renderedAt} productId={productId} guestPrompt={<ReviewLoginPrompt productId={productId} />} />
          </div>
          <ProductReviewList
            key={renderedAt}
            productId={productId}
            firstPage={data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
            shownIds={data.reviews.map((review) => review.id)}
            pagination={data.pagination}
            pageSize={PRODUCT_PAGE_REVIEWS}
          />
        </div>
      )}
    </section>
  );
}
