import { localDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

// The day in Sri Lanka wherever the server or the browser runs, assembled from parts with fixed separators so both
// render the same text (ICU versions differ in spaces) and hydration agrees.
const dayParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', day: 'numeric', month: 'short', year: 'numeric' });

/** '23 Nov 2026' in Asia/Colombo; in Sinhala and Tamil '2026 නොවැ 23', '23 நவ. 2026' (lib/i18n/dates.ts). */
export function formatReviewDate(date: Date, locale: Locale = 'en'): string {
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== 'en') return localDay(date, locale);
  const part = Object.fromEntries(dayParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}`;
}

/** Whether a review was changed after it was first posted (a second's slack for the write itself). */
export function wasEdited(review: { createdAt: Date; updatedAt: Date }): boolean {
  return review.updatedAt.getTime() - review.createdAt.getTime() > 1000;
}
