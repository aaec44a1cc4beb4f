import { useLocale, useTranslations } from 'next-intl';
import { StarRating } from '@/components/shop/star-rating';
import { Avatar } from '@/components/ui/avatar';
import type { Review } from '@/lib/reviews/types';
import { OwnReviewMark } from './own-review-mark';
import { formatReviewDate, wasEdited } from './review-date';

/**
 * One review on the product page: who, how many stars, when, and the comment as plain text. Rendered by the server for
 * the first page (no code for it in the page's first load) and in the browser for those "Show more" adds.
 */
export function ReviewItem({ review }: { review: Review }) {
  const t = useTranslations('reviews.item');
  const locale = useLocale();
  return (
    <article aria-label={t('by', { name: review.user.name })} className="flex gap-3 py-5">
      <Avatar name={review.user.name} src={review.user.avatar} size="sm" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-gray-900">
            {review.user.name}
            <OwnReviewMark authorId={review.user.id} />
          </p>
          <StarRating average={review.rating} />
        </div>
        <p className="text-sm text-gray-600">
          <time dateTime={review.createdAt.toISOString()}>{formatReviewDate(review.createdAt, locale)}</time>
          {wasEdited(review) ? t('edited') : ''}
        </p>
        {/* User content: rendered as text (React escapes it), line breaks kept. */}
        {review.comment ? <p className="break-words whitespace-pre-line text-gray-800">{review.comment}</p> : null}
      </div>
    </article>
  );
}
