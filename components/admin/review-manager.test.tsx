import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MyReviews } from '@/components/reviews/my-reviews';
import { cents } from '@/lib/money';
import type { Review } from '@/lib/reviews/types';
import { ReviewManager } from './review-manager';

/** The review lists as the server renders them (no browser here: e2e/admin-reviews-list.spec.ts covers the clicks). */

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
  usePathname: () => '/admin/reviews',
}));

const review = (id: string, productName: string, rating: number, comment: string): Review => ({
  id,
  rating,
  comment,
  product: { id: `p-${id}`, name: productName, price: cents(45_000), images: [] },
  user: { id: 'u1', name: 'Kamala Perera', avatar: null },
  createdAt: new Date('2026-01-05T06:30:00.000Z'),
  updatedAt: new Date('2026-01-05T06:30:00.000Z'),
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) =>
  [...html.matchAll(/<tbody[^>]*>(.*?)<\/tbody>/g)].flatMap((body) => [...body[1]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => text(row[1]!)));
/** The href of the link whose text is `name`. */
const hrefOf = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find((link) => text(link[2]!) === name)?.[1]?.replaceAll('&amp;', '&');

describe('ReviewManager', () => {
  const query = { search: 'tea', rating: 4, page: 2, limit: 2 };
  const reviews = [review('r2', 'Ceylon Tea', 4, '<b>Lovely</b>'), review('r1', 'Green Tea', 4, '')];
  const html = renderToStaticMarkup(
    <ReviewManager list={{ reviews, pagination: { page: 2, limit: 2, hasMore: true, total: 5 } }} query={query} queryError={null} />,
  );

  it('shows the page as rows of reviewer, product, date, rating and comment (as text)', () => {
    expect(rowsOf(html)).toEqual([
      expect.stringMatching(/^KP Kamala Perera Ceylon Tea .+ Only this product .*&lt;b&gt;Lovely&lt;\/b&gt; Delete$/),
      expect.stringMatching(/^KP Kamala Perera Green Tea .+ Only this product .*No comment Delete$/),
    ]);
    expect(html).not.toContain('<b>Lovely</b>');
  });

  it('links the reviewer to the customer page and the product to its shop page', () => {
    expect(hrefOf(html, 'Kamala Perera')).toBe('/admin/users/u1');
    expect(hrefOf(html, 'Ceylon Tea')).toBe('/product/p-r2');
    expect(html).toContain('href="/admin/reviews?search=tea&amp;rating=4&amp;productId=p-r2&amp;limit=2"');
  });

  it('says which page of how many, with links that keep the filters', () => {
    expect(text(html)).toContain('Page 2 of 3 · 5 reviews');
    expect(hrefOf(html, 'Previous')).toBe('/admin/reviews?search=tea&rating=4&limit=2');
    expect(hrefOf(html, 'Next')).toBe('/admin/reviews?search=tea&rating=4&limit=2&page=3');
  });

  it('says when nothing matches, when there are no reviews at all, and when reading failed', () => {
    const empty = { reviews: [], pagination: { page: 1, limit: 20, hasMore: false, total: 0 } };
    expect(text(renderToStaticMarkup(<ReviewManager list={empty} query={{ page: 1, limit: 20, rating: 1 }} queryError={null} />))).toContain(
      'No reviews found.',
    );
    expect(text(renderToStaticMarkup(<ReviewManager list={empty} query={{ page: 1, limit: 20 }} queryError={null} />))).toContain('No reviews yet.');
    const failed = text(renderToStaticMarkup(<ReviewManager list={null} query={{ page: 1, limit: 20 }} queryError="rating must be a whole number from 1 to 5" />));
    expect(failed).toContain('Failed to fetch reviews');
    expect(failed).toContain('rating must be a whole number from 1 to 5: showing all reviews.');
  });
});

describe('MyReviews', () => {
  it('shows a pager with ?page= links when the reviews fill more than one page', () => {
    const html = renderToStaticMarkup(
      <MyReviews reviews={[review('r3', 'Ceylon Tea', 5, 'Fresh')]} pagination={{ page: 2, limit: 10, hasMore: true, total: 21 }} />,
    );
    expect(text(html)).toContain('Page 2 of 3 · 21 reviews');
    expect(hrefOf(html, 'Previous')).toBe('/dashboard/rating');
    expect(hrefOf(html, 'Next')).toBe('/dashboard/rating?page=3');
  });

  it('has no pager on a single page, and says so on a page past the end', () => {
    const single = renderToStaticMarkup(<MyReviews reviews={[review('r3', 'Ceylon Tea', 5, 'Fresh')]} pagination={{ page: 1, limit: 10, hasMore: false, total: 1 }} />);
    expect(single).not.toContain('Review pages');
    const past = renderToStaticMarkup(<MyReviews reviews={[]} pagination={{ page: 4, limit: 10, hasMore: false, total: 3 }} />);
    expect(text(past)).toContain('No reviews on this page');
    expect(hrefOf(past, 'Previous')).toBe('/dashboard/rating');
    expect(text(renderToStaticMarkup(<MyReviews reviews={[]} pagination={{ page: 1, limit: 10, hasMore: false, total: 0 }} />))).toContain('No reviews yet');
  });
});
