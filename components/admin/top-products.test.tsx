import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { TopProductsTable } from './top-products';

/** A top-products ranking as the server renders it: its caption, columns, rows and empty state. */

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => text(match[1]!));

describe('TopProductsTable', () => {
  it('captions the ranking and lists rank, product, quantity and revenue', () => {
    const html = renderToStaticMarkup(
      <TopProductsTable
        id="top-by-quantity"
        by="quantity sold"
        products={[
          { productId: 'p1', name: 'Ceylon Tea', quantity: 1250, revenue: cents(56_250_000) },
          { productId: null, name: 'Old Kettle', quantity: 4, revenue: cents(4_000) },
        ]}
      />,
    );
    expect(html).toContain('<caption id="top-by-quantity-caption" class="sr-only">Top 2 products by quantity sold</caption>');
    expect(rowsOf(html)).toEqual([
      'Rank Product Quantity Revenue',
      '1 Ceylon Tea 1,250 Rs. 562,500.00',
      '2 Old Kettle (deleted) 4 Rs. 40.00',
    ]);
    // A product still in the shop links to its page; the product cell heads its row.
    expect(html).toContain('<th scope="row"');
    expect(html).toMatch(/<a [^>]*href="\/product\/p1"[^>]*>Ceylon Tea<\/a>/);
    expect(html).not.toMatch(/href="\/product\/null"/);
  });

  it('says so when nothing was sold, without an empty table', () => {
    const html = renderToStaticMarkup(<TopProductsTable id="top-by-revenue" by="revenue" products={[]} />);
    expect(text(html)).toBe('No products sold in this range');
    expect(html).not.toContain('<table');
  });
});
