import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

/** Ratings are 1-5; the stars show the average rounded to a whole number. */
export function roundedRating(average: number): number {
  return Math.min(5, Math.max(0, Math.round(Number.isFinite(average) ? average : 0)));
}

type StarRatingProps = { average: number; size?: 'sm' | 'lg' };

/**
 * Five stars, the first `round(average)` filled; read out as 'Rated 4 out of 5'. One element drawn by CSS
 * (`.star-rating` in app/globals.css) rather than five inline SVGs: a list of 24 cards carried 120 of them, 80 KB of
 * the home page's HTML and as much again in its React payload.
 */
export function StarRating({ average, size = 'sm' }: StarRatingProps) {
  const t = useTranslations('shop.rating');
  const rating = roundedRating(average);
  return (
    <span
      role="img"
      aria-label={t('rated', { rating })}
      className={size === 'lg' ? 'star-rating star-rating-lg' : 'star-rating'}
      style={{ '--rating': rating } as CSSProperties}
    />
  );
}
