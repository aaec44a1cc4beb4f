import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageFields, queryObject, queryOrDefault, searchQuery } from './pagination';

describe('queryObject', () => {
  it('takes the first value of a repeated parameter, from an API request and from a page address alike', () => {
    expect(queryObject(new URLSearchParams('search=tea&search=rice&page=2'))).toEqual({ search: 'tea', page: '2' });
    expect(queryObject({ search: ['tea', 'rice'], page: '2' })).toEqual({ search: 'tea', page: '2' });
  });
});

describe('queryOrDefault', () => {
  const schema = z.object({ search: searchQuery(10), ...pageFields(10) });

  it('reads a good address', () => {
    expect(queryOrDefault(schema, { page: '3', search: 'tea' })).toEqual({ page: 3, limit: 10, search: 'tea' });
  });

  it('shows the default view for a bad one rather than failing', () => {
    expect(queryOrDefault(schema, { page: '0' })).toEqual({ page: 1, limit: 10 });
    expect(queryOrDefault(schema, { search: 'a\0b' })).toEqual({ page: 1, limit: 10 });
  });
});
