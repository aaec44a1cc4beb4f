import { localDay } from '@/lib/i18n/dates';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { StatsRange } from '@/lib/stats/schemas';

/**
 * How Static Data writes its days. English is built from the day text itself (no Date, no time zone, no Intl), so
 * the server and the browser always write the same and hydration agrees; Sinhala and Tamil take their month names
 * from lib/i18n/dates.ts, which assembles them from fixed parts for the same reason.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-01' → '1 Mar 2026', or '1 Mar' for a chart's axis; in Sinhala '2026 මාර්තු 1' / 'මාර්තු 1'. */
export function formatStatsDay(day: string, { withYear = true, locale = DEFAULT_LOCALE }: { withYear?: boolean; locale?: Locale } = {}): string {
  const [year, month, date] = day.split('-');
  if (locale !== DEFAULT_LOCALE) {
    // Midday in Colombo: the same day there, whatever the clock of the machine.
    const full = localDay(new Date(`${day}T12:00:00+05:30`), locale);
    if (withYear) return full;
    return locale === 'si' ? full.replace(`${year} `, '') : full.replace(` ${year}`, '');
  }
  const short = `${Number(date)} ${MONTHS[Number(month) - 1]}`;
  return withYear ? `${short} ${year}` : short;
}

/**
 * '9 Feb 2026 to 10 Mar 2026', or the one day. `join` words a range of two days in the page's language (the
 * 'admin.stats.range' text); English by default.
 */
export function formatStatsRange(
  { from, to }: StatsRange,
  locale: Locale = DEFAULT_LOCALE,
  join: (from: string, to: string) => string = (first, last) => `${first} to ${last}`,
): string {
  return from === to ? formatStatsDay(from, { locale }) : join(formatStatsDay(from, { locale }), formatStatsDay(to, { locale }));
}
