import { useTranslations } from 'next-intl';
import { StarRating } from '@/components/shop/star-rating';
import { RATINGS, ratingShare, type ReviewSummary as Summary } from '@/lib/reviews/rules';

/** The average, the number of reviews and one bar per rating, 5 stars to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('reviews.summary');
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <p className="text-4xl font-bold text-gray-900">
          {summary.total > 0 ? summary.average.toFixed(1) : '–'}
          <span className="sr-only">{` ${t('average')}`}</span>
        </p>
        <div className="space-y-1">
          <StarRating average={summary.average} size="lg" />
          <p className="text-sm text-gray-700">{summary.total > 0 ? t('basedOn', { count: summary.total }) : t('none')}</p>
        </div>
      </div>
      <ul aria-label={t('byStars')} className="space-y-1.5">
        {RATINGS.map((rating) => {
          const share = ratingShare(summary, rating);
          const count = summary.distribution[rating];
          return (
            <li key={rating} className="flex items-center gap-3 text-sm text-gray-700">
              <span className="w-14 shrink-0 whitespace-nowrap">{t('stars', { count: rating })}</span>
              <span aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right whitespace-nowrap">
                {count}
                <span className="sr-only">{` ${t('share', { count, share })}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
