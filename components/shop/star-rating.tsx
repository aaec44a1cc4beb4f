import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5];

/** Ratings are 1-5; the stars show the average rounded to a whole number. */
export function roundedRating(average: number): number {
  return Math.min(5, Math.max(0, Math.round(Number.isFinite(average) ? average : 0)));
}

type StarRatingProps = { average: number; size?: 'sm' | 'lg' };

/** Five stars, the first `round(average)` filled; read out as 'Rated 4 out of 5'. */
export function StarRating({ average, size = 'sm' }: StarRatingProps) {
  const rating = roundedRating(average);
  const iconSize = size === 'lg' ? 'size-6' : 'size-4';
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex shrink-0 items-center">
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={`${iconSize} ${star <= rating ? 'fill-amber-400 text-amber-500' : 'fill-gray-200 text-gray-300'}`}
        />
      ))}
    </span>
  );
}

export function reviewCountLabel(totalReviews: number): string {
  return `${totalReviews} ${totalReviews === 1 ? 'review' : 'reviews'}`;
}
