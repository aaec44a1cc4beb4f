import { z } from 'zod';
import { optionalQuery, pageFields, searchQuery } from '@/lib/http/pagination';

/**
 * The query of the admin's User Management list, shared by GET /api/user/allusers, the page and its table (which
 * keeps it in the address, so a view can be bookmarked). Statuses are exclusive: `suspended` is a suspended
 * account, `verified` and `unverified` are active accounts with or without a confirmed e-mail address.
 */

export const DEFAULT_USER_PAGE_SIZE = 20;
export const USER_ROLES = ['USER', 'ADMIN'] as const;
export const USER_LIST_STATUSES = ['verified', 'unverified', 'suspended'] as const;
export const USER_SORTS = ['joined_desc', 'joined_asc'] as const;
export const MAX_USER_SEARCH_LENGTH = 100;

export type UserListStatus = (typeof USER_LIST_STATUSES)[number];

export const userListQuerySchema = z.object({
  ...pageFields(DEFAULT_USER_PAGE_SIZE),
  search: searchQuery(MAX_USER_SEARCH_LENGTH),
  role: optionalQuery(z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` })),
  status: optionalQuery(z.enum(USER_LIST_STATUSES, { error: `status must be one of ${USER_LIST_STATUSES.join(', ')}` })),
  sort: optionalQuery(z.enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` })).default('joined_desc'),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;

export const DEFAULT_USER_LIST_QUERY: UserListQuery = userListQuerySchema.parse({});

/** Reads the list's query parameters; a bad value throws a ZodError (a 400 from a route handler). */
export function userListQueryOf(params: URLSearchParams): UserListQuery {
  return userListQuerySchema.parse(Object.fromEntries(params));
}

/** The query string of a list view, without the parameters left at their defaults (short, shareable addresses). */
export function userListSearchParams(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  if (query.status) params.set('status', query.status);
  if (query.sort !== DEFAULT_USER_LIST_QUERY.sort) params.set('sort', query.sort);
  if (query.limit !== DEFAULT_USER_LIST_QUERY.limit) params.set('limit', String(query.limit));
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}

/** Which of the list's statuses an account has (the status filter finds it under that one). */
export function listStatusOf(user: { status: 'ACTIVE' | 'SUSPENDED'; emailVerified: boolean }): UserListStatus {
  if (user.status === 'SUSPENDED') return 'suspended';
  return user.emailVerified ? 'verified' : 'unverified';
}
