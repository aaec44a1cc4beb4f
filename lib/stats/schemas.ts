import { z } from 'zod';
import { colomboDay, DAY_PATTERN, isCalendarDay } from '@/lib/dates/colombo';

/**
 * The date range of the admin statistics: `from` and `to` are calendar days in Asia/Colombo, 'YYYY-MM-DD' (what
 * `<input type="date">` sends), both included. Left out, `to` is today and `from` the day that makes the range
 * DEFAULT_RANGE_DAYS long. Plain functions on day texts (no time zone arithmetic), so they are tested on their own.
 */

export const DEFAULT_RANGE_DAYS = 30;
/** A leap year and no more: the charts stay readable and the queries bounded. */
export const MAX_RANGE_DAYS = 366;

export const FROM_MESSAGE = 'The start date (from) must be a real date in the form YYYY-MM-DD';
export const TO_MESSAGE = 'The end date (to) must be a real date in the form YYYY-MM-DD';
export const FROM_AFTER_TO_MESSAGE = 'The start date (from) must not be after the end date (to)';
export const RANGE_TOO_LONG_MESSAGE = `The date range can span at most ${MAX_RANGE_DAYS} days`;

export type StatsRange = { from: string; to: string };

const MS_PER_DAY = 86_400_000;

function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `day` moved by `days` calendar days (negative: earlier). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How many days the range covers, both ends included (1 when from = to). */
export function daysInRange({ from, to }: StatsRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** Every day of the range, oldest first. */
export function eachDay(range: StatsRange): string[] {
  return Array.from({ length: daysInRange(range) }, (_, index) => addDays(range.from, index));
}

/** The last DEFAULT_RANGE_DAYS days, ending `today`. */
export function defaultStatsRange(today: string): StatsRange {
  return { from: addDays(today, 1 - DEFAULT_RANGE_DAYS), to: today };
}

/** An empty parameter (`?from=`) is the same as an absent one. */
const absentWhenBlank = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const day = (message: string) => z.preprocess(absentWhenBlank, z.string({ error: message }).trim().refine(isDay, message).optional());

/** The range asked for; `today` (a Colombo day) is where the default range ends. */
export function statsRangeSchema(today: string) {
  return z.object({ from: day(FROM_MESSAGE), to: day(TO_MESSAGE) }).transform((input, context): StatsRange => {
    const to = input.to ?? today;
    const range = { from: input.from ?? defaultStatsRange(to).from, to };
    if (range.from > range.to) {
      context.addIssue({ code: 'custom', message: FROM_AFTER_TO_MESSAGE });
      return z.NEVER;
    }
    if (daysInRange(range) > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', message: RANGE_TOO_LONG_MESSAGE });
      return z.NEVER;
    }
    return range;
  });
}

export type StatsRangeQuery = { from?: string | null; to?: string | null };

/** Today in Asia/Colombo, 'YYYY-MM-DD'. */
export function colomboToday(): string {
  return colomboDay(new Date());
}

/** The checked range of a request's `from` and `to`; a ZodError with the first rule broken otherwise. */
export function parseStatsRange(query: StatsRangeQuery, today: string = colomboToday()): StatsRange {
  return statsRangeSchema(today).parse(query);
}
