import { describe, expect, it } from 'vitest';
import { cents, ZERO } from '@/lib/money';
import { averageOrderValue, type DayFigures, rangeSeries } from './series';

/** The range's series and average from the rollup's rows: missing days are zeros, money stays exact. */

const day = (date: string, figures: Partial<DayFigures>): DayFigures => ({
  date,
  pending: 0,
  completed: 0,
  failed: 0,
  partially_refunded: 0,
  refunded: 0,
  paid: 0,
  revenue: ZERO,
  registrations: 0,
  ...figures,
});

describe('averageOrderValue', () => {
  it('divides the revenue by the paid orders, rounded to the cent', () => {
    expect(averageOrderValue(cents(201_080), 4)).toBe(cents(50_270));
    expect(averageOrderValue(cents(125_080), 3)).toBe(cents(41_693));
    expect(averageOrderValue(cents(1), 2)).toBe(cents(1));
    expect(averageOrderValue(cents(30), 1)).toBe(cents(30));
  });

  it('is null without a paid order', () => {
    expect(averageOrderValue(ZERO, 0)).toBeNull();
  });
});

describe('rangeSeries', () => {
  const range = { from: '2025-02-27', to: '2025-03-02' };

  it('gives every day of the range, zeros where the rollup has no row, and sums the statuses over the range', () => {
    const series = rangeSeries(range, [
      day('2025-02-28', { pending: 1, completed: 2, paid: 1, revenue: cents(10), registrations: 3 }),
      day('2025-03-02', { completed: 1, failed: 2, partially_refunded: 1, refunded: 1, paid: 1, revenue: cents(20) }),
    ]);
    expect(series.dailyRevenue).toEqual([
      { date: '2025-02-27', revenue: ZERO },
      { date: '2025-02-28', revenue: cents(10) },
      { date: '2025-03-01', revenue: ZERO },
      { date: '2025-03-02', revenue: cents(20) },
    ]);
    expect(series.dailyOrders.map((entry) => entry.count)).toEqual([0, 3, 0, 5]);
    expect(series.dailyUsers.map((entry) => entry.count)).toEqual([0, 3, 0, 0]);
    expect(series.paymentStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'completed', count: 3 },
      { status: 'failed', count: 2 },
      { status: 'partially_refunded', count: 1 },
      { status: 'refunded', count: 1 },
    ]);
    expect(series.revenue).toBe(cents(30));
    // 0.10 + 0.20 over 2, in cents: no floating-point 0.15000000000000002.
    expect(series.averageOrderValue).toBe(cents(15));
  });

  it('is all zeros and no average for a range without rows', () => {
    const series = rangeSeries({ from: '2025-03-01', to: '2025-03-01' }, []);
    expect(series).toEqual({
      dailyRevenue: [{ date: '2025-03-01', revenue: ZERO }],
      paymentStatus: [
        { status: 'pending', count: 0 },
        { status: 'completed', count: 0 },
        { status: 'failed', count: 0 },
        { status: 'partially_refunded', count: 0 },
        { status: 'refunded', count: 0 },
      ],
      dailyUsers: [{ date: '2025-03-01', count: 0 }],
      dailyOrders: [{ date: '2025-03-01', count: 0 }],
      revenue: ZERO,
      averageOrderValue: null,
    });
  });
});
