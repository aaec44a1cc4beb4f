import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { payment } from '@/tests/payment';
import { PaymentManager } from './payment-manager';

/** Payment Management as the server renders it (no browser here: e2e/admin-payments-list.spec.ts covers the clicks). */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) =>
  [...html.matchAll(/<tbody[^>]*>(.*?)<\/tbody>/g)].flatMap((body) => [...body[1]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => text(row[1]!)));
/** The href of the link whose text starts with `name`, if it is a link with one. */
const hrefOf = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find((link) => text(link[2]!).startsWith(name))?.[1]?.replaceAll('&amp;', '&');

describe('PaymentManager', () => {
  const query = { search: 'perera', status: 'succeeded' as const, from: '2026-06-01', page: 2, limit: 2 };
  const html = renderToStaticMarkup(
    <PaymentManager
      payments={[payment({ id: 'a', order: { id: 'order-a', number: 'ORD-2' } }), payment({ id: 'b', order: { id: 'order-b', number: 'ORD-1' } })]}
      pagination={{ page: 2, limit: 2, hasMore: true, total: 5 }}
      query={query}
    />,
  );

  it('shows the page as table rows, with the total', () => {
    expect(rowsOf(html)).toEqual([expect.stringMatching(/^ORD-2 Nimal Perera /), expect.stringMatching(/^ORD-1 Nimal Perera /)]);
    expect(text(html)).toContain('5 results for “perera”');
    expect(html).toContain('All payments, page 2 of 3');
  });

  it('pages with links that keep the filters, and exports the filtered set (no page)', () => {
    expect(text(html)).toContain('Page 2 of 3 · 5 payments');
    expect(hrefOf(html, 'Previous')).toBe('/admin/payments?search=perera&status=succeeded&from=2026-06-01&limit=2');
    expect(hrefOf(html, 'Next')).toBe('/admin/payments?search=perera&status=succeeded&from=2026-06-01&page=3&limit=2');
    expect(hrefOf(html, 'Export CSV')).toBe('/api/payments/admin/export?search=perera&status=succeeded&from=2026-06-01');
  });

  it('shows the filters of the URL', () => {
    expect(html).toMatch(/<option value="succeeded" selected="">Succeeded<\/option>/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="perera"/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*value="2026-06-01"/);
  });

  it("says 'No payments found.' when nothing matches, with no export, and the way back from a page past the end", () => {
    const empty = renderToStaticMarkup(<PaymentManager payments={[]} pagination={{ page: 4, limit: 2, hasMore: false, total: 5 }} query={query} />);
    expect(text(empty)).toContain('No payments found.');
    expect(hrefOf(empty, 'Previous')).toBe('/admin/payments?search=perera&status=succeeded&from=2026-06-01&page=3&limit=2');
    const none = renderToStaticMarkup(<PaymentManager payments={[]} pagination={{ page: 1, limit: 10, hasMore: false, total: 0 }} query={{ page: 1, limit: 10 }} />);
    expect(text(none)).toContain('No payments found.');
    expect(none).toMatch(/<a role="link" aria-disabled="true"[^>]*>.*?Export CSV<\/a>/);
    expect(none).not.toContain('Payment pages');
  });
});
