import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales';

// The day in Sri Lanka wherever the server or the browser runs, assembled from parts with fixed separators so both
// render the same text (ICU versions differ in spaces) and hydration agrees.
const dayParts = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayParts.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
      timeZone: 'Asia/Colombo',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dayParts.set(locale, format);
  }
  return format;
}

/** '23 Nov 2026' in Asia/Colombo; in Sinhala and Tamil their own month names, in their own order. */
export function formatReviewDate(date: Date, locale: Locale = 'en'): string {
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat(locale)
    .formatToParts(date)
    .filter(({ type }) => type === 'day' || type === 'month' || type === 'year')
    .map(({ value }) => value)
    .join(' ');
}

/** Whether a review was changed after it was first posted (a second's slack for the write itself). */
export function wasEdited(review: { createdAt: Date; updatedAt: Date }): boolean {
  return review.updatedAt.getTime() - review.createdAt.getTime() > 1000;
}
