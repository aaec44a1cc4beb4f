import { describe, expect, it } from 'vitest';
import { hasMorePages, productPageUrl } from './product-list';

describe('admin product pages', () => {
  it('ask getall for the full list and search for a keyword, with page and limit', () => {
    expect(productPageUrl('', 2)).toBe('/api/products/getall?page=2&limit=24');
    expect(productPageUrl('red tea & milk', 1)).toBe('/api/products/search?keyword=red+tea+%26+milk&page=1&limit=24');
  });

  it('read whether more pages follow from the reply', () => {
    expect(hasMorePages({ pagination: { page: 1, limit: 24, hasMore: true } })).toBe(true);
    expect(hasMorePages({ pagination: { page: 3, limit: 24, hasMore: false } })).toBe(false);
    expect(hasMorePages({})).toBe(false);
    expect(hasMorePages({ pagination: null })).toBe(false);
  });
});
