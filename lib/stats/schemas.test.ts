import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  addDays,
  daysInRange,
  defaultStatsRange,
  eachDay,
  FROM_AFTER_TO_MESSAGE,
  FROM_MESSAGE,
  parseStatsRange,
  RANGE_TOO_LONG_MESSAGE,
  TO_MESSAGE,
} from './schemas';

/** The date-range rules of the admin statistics, with a fixed "today". */

const TODAY = '2026-03-10';

function messageOf(query: Parameters<typeof parseStatsRange>[0]): string {
  try {
    parseStatsRange(query, TODAY);
  } catch (error) {
    if (error instanceof ZodError) return error.issues[0]!.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe('day arithmetic', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
  });

  it('counts both ends of a range', () => {
    expect(daysInRange({ from: '2026-03-10', to: '2026-03-10' })).toBe(1);
    expect(daysInRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(eachDay({ from: '2024-02-27', to: '2024-03-01' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('parseStatsRange', () => {
  it('defaults to the 30 days ending today', () => {
    expect(defaultStatsRange(TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(parseStatsRange({}, TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(parseStatsRange({ from: null, to: null }, TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(parseStatsRange({ from: ' ', to: '' }, TODAY)).toEqual({ from: '2026-02-09', to: TODAY });
    expect(eachDay(parseStatsRange({}, TODAY))).toHaveLength(30);
  });

  it('fills in a missing end: `to` alone ends a 30-day range, `from` alone runs to today', () => {
    expect(parseStatsRange({ to: '2025-03-01' }, TODAY)).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(parseStatsRange({ from: '2026-03-01' }, TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
  });

  it('takes a single day, a range in the future and a whole leap year', () => {
    expect(parseStatsRange({ from: '2026-03-10', to: '2026-03-10' }, TODAY)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(parseStatsRange({ from: '2026-04-01', to: '2026-04-30' }, TODAY)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(parseStatsRange({ from: '2024-01-01', to: '2024-12-31' }, TODAY)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(parseStatsRange({ from: ' 2026-03-01 ', to: '2026-03-05 ' }, TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
  });

  it.each(['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-3-1', '26-03-01', '2026/03/01', 'today', '2026-03-01T00:00:00Z', '0050-01-01'])(
    'refuses the start date %j',
    (from) => expect(messageOf({ from, to: '2026-03-10' })).toBe(FROM_MESSAGE),
  );

  it('refuses a bad end date with its own message', () => {
    expect(messageOf({ from: '2026-03-01', to: '2026-02-30' })).toBe(TO_MESSAGE);
  });

  it('refuses a start after the end, also after today when the end is left out', () => {
    expect(messageOf({ from: '2026-03-05', to: '2026-03-04' })).toBe(FROM_AFTER_TO_MESSAGE);
    expect(messageOf({ from: '2026-03-11' })).toBe(FROM_AFTER_TO_MESSAGE);
  });

  it('refuses more than 366 days', () => {
    expect(messageOf({ from: '2025-01-01', to: '2026-01-02' })).toBe(RANGE_TOO_LONG_MESSAGE);
    expect(messageOf({ from: '2024-01-01', to: '2025-01-01' })).toBe(RANGE_TOO_LONG_MESSAGE);
    // 366 days outside a leap year is still allowed.
    expect(parseStatsRange({ from: '2025-01-01', to: '2026-01-01' }, TODAY)).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });
});
