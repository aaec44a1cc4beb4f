import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@/lib/coupons/types';
import { CouponManager } from './coupon-manager';
import { CouponTable } from './coupon-table';

/** The Coupons screen as the server renders it (no browser here: the e2e spec covers the clicks). */

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const now = new Date('2026-06-15T06:30:00.000Z');

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 'c1',
  code: 'WELCOME10',
  discountPercent: 10,
  expiryDate: new Date('2026-12-31T18:29:59.999Z'),
  description: '',
  usageLimit: 0,
  usedCount: 0,
  perShopperLimit: null,
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => text(match[1]!));

const table = (coupons: Coupon[]) =>
  renderToStaticMarkup(<CouponTable coupons={coupons} now={now} editingId={null} busyId={null} onEdit={() => {}} onDelete={() => {}} />);

describe('CouponTable', () => {
  it('has the coupon table’s columns and one row per coupon', () => {
    const html = table([
      coupon({}),
      coupon({ id: 'c2', code: 'AVURUDU20', discountPercent: 20, usageLimit: 100, usedCount: 7, expiryDate: new Date('2026-04-14T18:29:59.999Z') }),
      coupon({ id: 'c3', code: 'LAST5', discountPercent: 5, usageLimit: 5, usedCount: 5 }),
    ]);
    expect(rowsOf(html)).toEqual([
      'Code Discount % Expiry Date Usage Limit Used Actions',
      'WELCOME10 10% 31 Dec 2026 Unlimited 0 Edit Delete',
      'AVURUDU20 20% 14 Apr 2026 Expired 100 7 Edit Delete',
      'LAST5 5% 31 Dec 2026 5 5 Used up Edit Delete',
    ]);
    expect(html).toContain('aria-label="Edit: WELCOME10"');
    expect(html).toContain('aria-label="Delete: AVURUDU20"');
    expect(html).toContain('<caption id="coupons-caption" class="sr-only">All coupons (3)</caption>');
  });

  it('says so when there are none', () => {
    expect(text(table([]))).toBe('No coupons found.');
  });
});

describe('CouponManager', () => {
  it('shows the empty create form with labelled fields and the list heading', () => {
    const html = renderToStaticMarkup(<CouponManager coupons={[coupon({})]} now={now} />);
    for (const label of ['Coupon code', 'Discount %', 'Expiry date', 'Usage limit', 'Limit per shopper', 'Description (optional)']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+" class="[^"]*">${label.replace(/[%()]/g, '\\$&')}</label>`));
    }
    expect(text(html)).toContain('Add Coupon');
    expect(text(html)).toContain('0 = unlimited.');
    expect(text(html)).toContain('Uses one shopper may make; empty = no limit.');
    expect(text(html)).toContain('All Coupons');
    expect(text(html)).toContain('Create Coupon');
    expect(html).toContain('type="date"');
    expect(html).toContain('min="2026-06-15"');
  });
});
