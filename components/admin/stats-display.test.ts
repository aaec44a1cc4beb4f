import { describe, expect, it } from 'vitest';
import { formatStatsDay, formatStatsRange } from './stats-display';

describe('Static Data days', () => {
  it('writes a day with or without its year', () => {
    expect(formatStatsDay('2026-03-01')).toBe('1 Mar 2026');
    expect(formatStatsDay('2026-12-31', { withYear: false })).toBe('31 Dec');
  });

  it('writes a range, or its one day', () => {
    expect(formatStatsRange({ from: '2026-02-09', to: '2026-03-10' })).toBe('9 Feb 2026 to 10 Mar 2026');
    expect(formatStatsRange({ from: '2026-03-10', to: '2026-03-10' })).toBe('10 Mar 2026');
  });
});
