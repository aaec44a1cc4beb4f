import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { adminProductQuerySchema } from '@/lib/catalog/admin-product-query';
import type { Product } from '@/lib/catalog/types';
import { cents } from '@/lib/money';
import { ProductManager } from './product-manager';

/** The inventory as the server renders it (no browser here: e2e/admin-inventory.spec.ts covers the clicks). */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

const category = { id: 'c1', name: 'Tea', image: null };

const product = (id: string, name: string, stock: number, status: 'draft' | 'published' = 'published'): Product => ({
  id,
  name,
  images: [],
  price: cents(125_000),
  discount: 10,
  stock,
  unit: 'pack',
  description: '',
  details: {},
  translations: {},
  category: { id: 'c1', name: 'Tea' },
  subcategory: null,
  rating: { average: 4.5, count: 2 },
  status,
  createdAt: new Date('2026-01-05T06:30:00.000Z'),
  updatedAt: new Date('2026-01-05T06:30:00.000Z'),
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) =>
  [...html.matchAll(/<tbody[^>]*>(.*?)<\/tbody>/g)].flatMap((body) => [...body[1]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => text(row[1]!)));
const headersOf = (html: string) => [...html.matchAll(/<th scope="col"([^>]*)>(.*?)<\/th>/g)].map((cell) => ({ attributes: cell[1]!, text: text(cell[2]!) }));
const hrefOf = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find((link) => text(link[2]!) === name)?.[1]?.replaceAll('&amp;', '&');

const products = [product('p1', 'Ceylon Tea', 3), product('p2', 'Green Tea', 0, 'draft')];
const render = (params: Record<string, string>, view: 'grid' | 'table') =>
  renderToStaticMarkup(
    <ProductManager
      list={{ products, pagination: { page: 2, limit: 2, hasMore: true, total: 290 } }}
      query={adminProductQuerySchema.parse(params)}
      view={view}
      queryError={null}
      categories={[category]}
      subcategories={[]}
    />,
  );

describe('ProductManager as a table', () => {
  const html = render({ search: 'tea', sort: 'stock', order: 'asc', page: '2', limit: '2' }, 'table');

  it('shows the columns, sortable ones with aria-sort', () => {
    expect(headersOf(html).map((header) => header.text)).toEqual([
      '',
      'Name',
      'Category',
      'Price',
      'Discount',
      'Stock',
      'Rating',
      'Added',
      'Status',
      'Actions',
    ]);
    const sortOf = (name: string) => /aria-sort="(\w+)"/.exec(headersOf(html).find((header) => header.text === name)!.attributes)?.[1];
    expect(sortOf('Stock')).toBe('ascending');
    expect(sortOf('Price')).toBe('none');
    expect(sortOf('Category')).toBeUndefined();
  });

  it('shows each product with its stock level and status, and a checkbox naming it', () => {
    expect(rowsOf(html)).toEqual([
      expect.stringMatching(/^Ceylon Tea Tea Rs\. 1,250\.00 10% Low: 3 left 4\.5 \(2\) .+ Published Edit Delete$/),
      expect.stringMatching(/^Green Tea Tea Rs\. 1,250\.00 10% Out of stock 4\.5 \(2\) .+ Draft Edit Delete$/),
    ]);
    expect(html).toContain('aria-label="Select Ceylon Tea"');
    expect(html).toContain('aria-label="Select all products on this page"');
  });

  it('counts every match, not the page: the search says 290 results, the pager page 2 of 145', () => {
    expect(text(html)).toContain('290 results for “tea”');
    expect(text(html)).toContain('Page 2 of 145 · 290 products');
    expect(hrefOf(html, 'Next')).toBe('/admin/products?view=table&search=tea&sort=stock&order=asc&limit=2&page=3');
  });

  it('links the views and the Low stock view, keeping the query in the other view', () => {
    expect(hrefOf(html, 'Grid')).toBe('/admin/products?search=tea&sort=stock&order=asc&limit=2&page=2');
    expect(hrefOf(html, 'Low stock')).toBe('/admin/products?view=table&stock=low_stock&sort=stock&order=asc');
    expect(html).toMatch(/aria-current="page"[^>]*>.*?Table/);
  });
});

describe('ProductManager as a grid', () => {
  const html = render({}, 'grid');

  it('shows cards with price, stock level and a Draft badge, and no table', () => {
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('Ceylon Tea Price: Rs. 1,250.00 Low: 3 left');
    expect(text(html)).toContain('Green Tea Price: Rs. 1,250.00 Out of stock Draft');
  });

  it('says when reading failed', () => {
    const failed = renderToStaticMarkup(
      <ProductManager list={null} query={adminProductQuerySchema.parse({})} view="grid" queryError={null} categories={[category]} subcategories={[]} />,
    );
    expect(text(failed)).toContain('Failed to load products');
  });
});
