import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OrderList } from '@/components/orders/order-list';
import { cents } from '@/lib/money';
import type { Order } from '@/lib/orders/types';
import { OrderManager } from './order-manager';

/** The order lists as the server renders them (no browser here: e2e/orders.spec.ts covers the clicks). */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

const order = (number: string, name: string): Order => ({
  id: `id-${number}`,
  number,
  customer: { id: 'u1', name, email: `${name.toLowerCase()}@example.lk` },
  customerName: name,
  customerEmail: `${name.toLowerCase()}@example.lk`,
  mode: 'buy_now',
  paymentMethod: 'cod',
  items: [{ productId: 'p1', name: 'Tea', nameTranslations: {}, image: null, quantity: 1, unitPrice: cents(48000) }],
  address: { name, mobile: '0771234567', addressLine: '1 Road', city: 'Kandy', state: 'Central', pincode: '20000', country: 'Sri Lanka' },
  paymentId: null,
  paymentStatus: 'pending',
  deliveryStatus: 'shipped',
  amounts: { subtotal: cents(48000), discount: cents(0), deliveryFee: cents(28000), total: cents(76000) },
  couponCode: null,
  invoiceReceipt: null,
  refundedAmount: cents(0),
  courier: 'Domex',
  trackingNumber: 'DX-1001',
  shippedAt: new Date('2026-01-06T04:00:00.000Z'),
  deliveredAt: null,
  createdAt: new Date('2026-01-05T06:30:00.000Z'),
  updatedAt: new Date('2026-01-05T06:30:00.000Z'),
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) => [...html.matchAll(/<tbody[^>]*>(.*?)<\/tbody>/g)].flatMap((body) => [...body[1]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => text(row[1]!)));
/** The href of the link whose text is `name`, if it is a link with one. */
const hrefOf = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find((link) => text(link[2]!) === name)?.[1]?.replaceAll('&amp;', '&');

describe('OrderManager', () => {
  const query = { search: 'kamal', delivery_status: 'shipped' as const, page: 2, limit: 2 };
  const html = renderToStaticMarkup(
    <OrderManager
      orders={[order('ORD-2', 'Kamal'), order('ORD-1', 'Kamal')]}
      pagination={{ page: 2, limit: 2, hasMore: true, total: 5 }}
      query={query}
      couriers={[]}
    />,
  );

  it('shows the page as table rows with the order, customer, total and statuses', () => {
    expect(rowsOf(html)).toEqual([
      expect.stringMatching(/^ORD-2 Kamal kamal@example\.lk .+ Rs\. 760\.00 Payment: Pending Delivery: Shipped$/),
      expect.stringMatching(/^ORD-1 Kamal kamal@example\.lk .+ Rs\. 760\.00 Payment: Pending Delivery: Shipped$/),
    ]);
     // The order cell heads its row (screen readers announce it with each cell), as on the other admin lists.
    expect(html).toMatch(/<th scope="row"[^>]*><button[^>]*>ORD-2<\/button>/);
  });

  it('says which page of how many, with links that keep the filters', () => {
    expect(text(html)).toContain('Page 2 of 3 · 5 orders');
    expect(text(html)).toContain('5 results for “kamal”');
    expect(hrefOf(html, 'Previous')).toBe('/admin/orders?search=kamal&delivery_status=shipped&limit=2');
    expect(hrefOf(html, 'Next')).toBe('/admin/orders?search=kamal&delivery_status=shipped&page=3&limit=2');
  });

  it('exports every order of the filters (no page), and offers no export when none match', () => {
    expect(html).toMatch(/<a href="\/api\/order\/export\?search=kamal&amp;delivery_status=shipped" download=""[^>]*>.*?Export CSV.*?<\/a>/);
    const none = renderToStaticMarkup(<OrderManager orders={[]} pagination={{ page: 1, limit: 20, hasMore: false, total: 0 }} query={{ page: 1, limit: 20 }} couriers={[]} />);
    expect(none).toMatch(/<a role="link" aria-disabled="true"[^>]*>.*?Export CSV<\/a>/);
    expect(none).not.toContain('/api/order/export');
  });

  it('shows the filters of the URL', () => {
    expect(html).toMatch(/<option value="shipped" selected="">Shipped<\/option>/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="kamal"/);
  });

  it('says so when nothing matches, offering the way back from a page past the end', () => {
    const empty = renderToStaticMarkup(<OrderManager orders={[]} pagination={{ page: 4, limit: 2, hasMore: false, total: 5 }} query={query} couriers={[]} />);
    expect(text(empty)).toContain('No orders found');
    expect(hrefOf(empty, 'Previous')).toBe('/admin/orders?search=kamal&delivery_status=shipped&page=3&limit=2');
    expect(hrefOf(empty, 'Next')).toBeUndefined();
  });
});

describe('OrderList (the shopper’s)', () => {
  it('adds a pager only when the orders fill more than one page', () => {
    const one = renderToStaticMarkup(<OrderList orders={[order('ORD-1', 'Kamal')]} pagination={{ page: 1, limit: 10, hasMore: false, total: 1 }} path="/orders" />);
    expect(one).not.toContain('Orders pages');
    const many = renderToStaticMarkup(<OrderList orders={[order('ORD-1', 'Kamal')]} pagination={{ page: 2, limit: 10, hasMore: true, total: 25 }} path="/orders" />);
    expect(text(many)).toContain('Page 2 of 3 · 25 orders');
    expect(hrefOf(many, 'Previous')).toBe('/orders');
    expect(hrefOf(many, 'Next')).toBe('/orders?page=3');
  });

  it('says No orders yet only when there are none at all', () => {
    expect(text(renderToStaticMarkup(<OrderList orders={[]} pagination={{ page: 1, limit: 10, hasMore: false, total: 0 }} path="/orders" />))).toContain('No orders yet');
    const past = renderToStaticMarkup(<OrderList orders={[]} pagination={{ page: 9, limit: 10, hasMore: false, total: 3 }} path="/orders" />);
    expect(text(past)).toContain('No orders on this page');
    expect(hrefOf(past, 'Previous')).toBe('/orders');
  });
});
