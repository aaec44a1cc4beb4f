import { describe, expect, it } from 'vitest';
import {
  adminReviewQueryOf,
  adminReviewSearchParams,
  DEFAULT_ADMIN_REVIEW_QUERY,
  ownReviewPageOf,
  reviewPageOf,
} from './review-list-query';

/** The review lists' query parameters, without a database. */

describe('reviewPageOf', () => {
  it('reads page and limit, 50 a page by default', () => {
    expect(reviewPageOf(new URLSearchParams())).toEqual({ page: 1, limit: 50 });
    expect(reviewPageOf(new URLSearchParams('page=3&limit=10'))).toEqual({ page: 3, limit: 10 });
    expect(() => reviewPageOf(new URLSearchParams('limit=101'))).toThrow('limit must be a whole number from 1 to 100');
    expect(() => reviewPageOf(new URLSearchParams('page=0'))).toThrow('page must be a whole number of 1 or more');
  });
});

describe('adminReviewQueryOf', () => {
  it('defaults to the first 20 reviews without filters; empty parameters count as absent', () => {
    expect(adminReviewQueryOf(new URLSearchParams())).toEqual({ page: 1, limit: 20 });
    expect(adminReviewQueryOf(new URLSearchParams('rating=&search=%20&productId=&page='))).toEqual(DEFAULT_ADMIN_REVIEW_QUERY);
  });

  it('reads rating, search (trimmed) and productId', () => {
    expect(adminReviewQueryOf(new URLSearchParams('rating=4&search=%20tea%20&productId=p1&page=2&limit=5'))).toEqual({
      page: 2,
      limit: 5,
      rating: 4,
      search: 'tea',
      productId: 'p1',
    });
  });

  it.each(['0', '6', '2.5', 'five'])('refuses rating=%s', (rating) => {
    expect(() => adminReviewQueryOf(new URLSearchParams({ rating }))).toThrow('rating must be a whole number from 1 to 5');
  });

  it.each([
    ['search', 'tea\0'],
    ['productId', 'p\0'],
  ])('refuses %s holding NUL (the page reads its address without withApi)', (name, value) => {
    expect(() => adminReviewQueryOf(new URLSearchParams({ [name]: value }))).toThrow(`${name} contains invalid characters`);
  });

  it('refuses an over-long search', () => {
    expect(() => adminReviewQueryOf(new URLSearchParams({ search: 'x'.repeat(101) }))).toThrow('search must be at most 100 characters');
  });
});

describe('adminReviewSearchParams', () => {
  it('leaves defaults out and round-trips a view', () => {
    expect(adminReviewSearchParams(DEFAULT_ADMIN_REVIEW_QUERY).toString()).toBe('');
    const query = { page: 3, limit: 50, rating: 2, search: '50% off', productId: 'p1' };
    const params = adminReviewSearchParams(query);
    expect(params.toString()).toBe('search=50%25+off&rating=2&productId=p1&limit=50&page=3');
    expect(adminReviewQueryOf(params)).toEqual(query);
  });
});

describe('ownReviewPageOf', () => {
  it('reads ?page= with ten a page, and shows the first page for a bad one', () => {
    expect(ownReviewPageOf({})).toEqual({ page: 1, limit: 10 });
    expect(ownReviewPageOf({ page: '3' })).toEqual({ page: 3, limit: 10 });
    expect(ownReviewPageOf({ page: ['2', '5'] })).toEqual({ page: 2, limit: 10 });
    expect(ownReviewPageOf({ page: 'x' })).toEqual({ page: 1, limit: 10 });
    expect(ownReviewPageOf({ page: '0', limit: '100' })).toEqual({ page: 1, limit: 10 });
  });
});
