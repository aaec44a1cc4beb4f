import type { StatsRange } from '@/lib/stats/schemas';

/**
 * How Static Data writes its days. Built from the day text itself (no Date, no time zone, no Intl), so the server
 * and the browser always write the same and hydration agrees.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-01' → '1 Mar 2026', or '1 Mar' for a chart's axis. */
export function formatStatsDay(day: string, { withYear = true } = {}): string {
  const [year, month, date] = day.split('-');
  const short = `${Number(date)} ${MONTHS[Number(month) - 1]}`;
  return withYear ? `${short} ${year}` : short;
}

/** '9 Feb 2026 to 10 Mar 2026', or the one day. */
export function formatStatsRange({ from, to }: StatsRange): string {
  return from === to ? formatStatsDay(from) : `${formatStatsDay(from)} to ${formatStatsDay(to)}`;
}
