import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cents, ZERO } from '@/lib/money';
import type { AdminStats } from '@/lib/stats/types';
import { StaticData } from './static-data';

/** Static Data as the server renders it: issue 17's sections with figures, and their empty states. */

const range = { from: '2026-03-01', to: '2026-03-02' };

const stats = (overrides: Partial<AdminStats>): AdminStats => ({
  totalUsers: 3,
  totalOrders: 2,
  totalRevenue: cents(76_000),
  dailyRevenue: [
    { date: '2026-03-01', revenue: cents(76_000) },
    { date: '2026-03-02', revenue: ZERO },
  ],
  paymentStatus: [
    { status: 'pending', count: 1 },
    { status: 'completed', count: 1 },
    { status: 'failed', count: 0 },
  ],
  dailyUsers: [
    { date: '2026-03-01', count: 1 },
    { date: '2026-03-02', count: 0 },
  ],
  dailyOrders: [
    { date: '2026-03-01', count: 2 },
    { date: '2026-03-02', count: 0 },
  ],
  revenue: cents(76_000),
  averageOrderValue: cents(76_000),
  topProducts: {
    byQuantity: [{ productId: 'p1', name: 'Ceylon Tea', quantity: 2, revenue: cents(90_000) }],
    byRevenue: [{ productId: 'p1', name: 'Ceylon Tea', quantity: 2, revenue: cents(90_000) }],
  },
  latestOrders: [],
  range,
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const render = (overrides: Partial<AdminStats> = {}) => renderToStaticMarkup(<StaticData stats={stats(overrides)} rangeValues={range} rangeError={null} />);

describe('StaticData', () => {
  it('shows orders per day, the average order value and both rankings under their headings', () => {
    const html = render();
    const shown = text(html);
    expect(shown).toContain('Orders per day 1 Mar 2026 to 2 Mar 2026');
    expect(html).toContain('aria-label="Orders per day line chart, 1 Mar 2026 to 2 Mar 2026"');
    expect(shown).toContain('2 orders placed, whatever their status, on 1 of 2 days.');
    expect(shown).toContain('Average order value Paid orders placed 1 Mar 2026 to 2 Mar 2026 Rs. 760.00');
    expect(shown).toContain('Top products Items of the orders placed 1 Mar 2026 to 2 Mar 2026, cancelled ones left out');
    expect(html).toContain('Top 1 products by quantity sold');
    expect(html).toContain('Top 1 products by revenue');
    expect(html).toMatch(/<section aria-labelledby="top-by-quantity-heading"[^>]*><h3 id="top-by-quantity-heading"[^>]*>By quantity<\/h3>/);
  });

  it('says what is missing when the range had no orders', () => {
    const shown = text(
      render({
        dailyOrders: [
          { date: '2026-03-01', count: 0 },
          { date: '2026-03-02', count: 0 },
        ],
        averageOrderValue: null,
        topProducts: { byQuantity: [], byRevenue: [] },
      }),
    );
    expect(shown).toContain('Orders per day 1 Mar 2026 to 2 Mar 2026 No orders in this range');
    expect(shown).toContain('No paid orders in this range');
    expect(shown.match(/No products sold in this range/g)).toHaveLength(2);
  });
});
