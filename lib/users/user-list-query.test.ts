import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_LIST_QUERY, listStatusOf, userListQueryOf, userListSearchParams } from './user-list-query';

describe('the User Management address', () => {
  it('is empty for the default view', () => {
    expect(userListSearchParams(DEFAULT_USER_LIST_QUERY).toString()).toBe('');
    expect(DEFAULT_USER_LIST_QUERY).toEqual({ page: 1, limit: 20, sort: 'joined_desc' });
  });

  it('keeps every choice away from its default, and reads back as the same view', () => {
    const query = { page: 3, limit: 50, search: 'Perera & Co', role: 'ADMIN', status: 'unverified', sort: 'joined_asc' } as const;
    const params = userListSearchParams(query);
    expect(params.toString()).toBe('search=Perera+%26+Co&role=ADMIN&status=unverified&sort=joined_asc&limit=50&page=3');
    expect(userListQueryOf(params)).toEqual(query);
  });

  it('refuses a search with a NUL, which the database cannot take, with its message', () => {
    expect(() => userListQueryOf(new URLSearchParams('search=kasun%00'))).toThrow('search contains invalid characters');
  });

  it('trims the search, and a blank one is no search', () => {
    expect(userListQueryOf(new URLSearchParams('search=%20kasun%20')).search).toBe('kasun');
    expect(userListQueryOf(new URLSearchParams('search=%20%20')).search).toBeUndefined();
  });
});

describe('listStatusOf', () => {
  it('names the one status filter that finds an account', () => {
    expect(listStatusOf({ status: 'SUSPENDED', emailVerified: true })).toBe('suspended');
    expect(listStatusOf({ status: 'SUSPENDED', emailVerified: false })).toBe('suspended');
    expect(listStatusOf({ status: 'ACTIVE', emailVerified: true })).toBe('verified');
    expect(listStatusOf({ status: 'ACTIVE', emailVerified: false })).toBe('unverified');
  });
});
