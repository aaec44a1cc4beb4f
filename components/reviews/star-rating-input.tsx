'use client';

import { StarIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  /** The legend, e.g. 'Your rating'. */
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (rating: number) => void;
  /** Shown under the stars in red and announced. */
  error?: string;
  disabled?: boolean;
};

/**
 * Five stars as a radio group of native radios ('1 star' … '5 stars'): Tab reaches the group, the arrow keys
 * choose, and a screen reader reads the choice. Each radio lies, invisible, over its star, so a click or tap on
 * the star chooses it.
 */
export function StarRatingInput({ label, value, onChange, error, disabled = false }: StarRatingInputProps) {
  const t = useTranslations('reviews');
  const name = useId();
  const [labelId, errorId] = [`${name}-label`, `${name}-error`];
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1"
    >
      <p id={labelId} className="text-sm font-medium text-gray-900">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative inline-flex rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700 has-[input:disabled]:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              disabled={disabled}
              className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <StarIcon
              aria-hidden
              className={`size-8 ${star <= value ? 'fill-amber-400 text-amber-500' : 'fill-gray-100 text-gray-400'}`}
            />
            <span className="sr-only">{t('summary.stars', { count: star })}</span>
          </label>
        ))}
        <span aria-hidden className="ml-1 text-sm whitespace-nowrap text-gray-700">
          {value > 0 ? t('fields.starValue', { value }) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
