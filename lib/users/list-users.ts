import { z } from 'zod';
import { nameContaining } from '@/lib/catalog/like';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { optionalQuery, type Pagination, pageFields, pageOf, pageWindow } from '@/lib/http/pagination';
import { publicUserSelect, toPublicUser, type PublicUser } from './public-user';

/**
 * The admin's User Management list, a page at a time: search by name or e-mail (any case, anywhere in either,
 * served by the pg_trgm indexes), filter by role and status, sort by joined date. The statuses are exclusive:
 * `suspended` is a suspended account, `verified` and `unverified` are active accounts with or without a confirmed
 * e-mail address.
 */

export const DEFAULT_USER_PAGE_SIZE = 20;
export const USER_ROLES = ['USER', 'ADMIN'] as const;
export const USER_LIST_STATUSES = ['verified', 'unverified', 'suspended'] as const;
export const USER_SORTS = ['joined_desc', 'joined_asc'] as const;
export const MAX_USER_SEARCH_LENGTH = 100;

export type UserListStatus = (typeof USER_LIST_STATUSES)[number];
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = z.object({
  ...pageFields(DEFAULT_USER_PAGE_SIZE),
  search: optionalQuery(
    z.string().trim().max(MAX_USER_SEARCH_LENGTH, `search must be at most ${MAX_USER_SEARCH_LENGTH} characters`),
  ),
  role: optionalQuery(z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` })),
  status: optionalQuery(z.enum(USER_LIST_STATUSES, { error: `status must be one of ${USER_LIST_STATUSES.join(', ')}` })),
  sort: optionalQuery(z.enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` })).default('joined_desc'),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;

/** Reads the list's query parameters (the API's and the page's own); a bad value throws a ZodError (400). */
export function userListQueryOf(params: URLSearchParams): UserListQuery {
  return userListQuerySchema.parse(Object.fromEntries(params));
}

export type UserList = { users: PublicUser[]; pagination: Required<Pagination> };

const STATUS_WHERE: Record<UserListStatus, Prisma.UserWhereInput> = {
  verified: { status: 'ACTIVE', emailVerifiedAt: { not: null } },
  unverified: { status: 'ACTIVE', emailVerifiedAt: null },
  suspended: { status: 'SUSPENDED' },
};

function whereOf({ search, role, status }: UserListQuery): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = {};
  if (search) where.OR = [{ name: nameContaining(search) }, { email: nameContaining(search) }];
  if (role) where.role = role;
  if (status) Object.assign(where, STATUS_WHERE[status]);
  return where;
}

/** One page of accounts matching the query, with the number of all matches (the screen shows "Page X of Y"). */
export async function listUsers(query: UserListQuery): Promise<UserList> {
  const where = whereOf(query);
  const direction = query.sort === 'joined_asc' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      select: publicUserSelect,
      // The id breaks ties of accounts made in the same millisecond, so pages never overlap.
      orderBy: [{ createdAt: direction }, { id: direction }],
      ...pageWindow(query),
    }),
    prisma.user.count({ where }),
  ]);
  const { items, pagination } = pageOf(rows, query, total);
  return { users: items.map(toPublicUser), pagination: { ...pagination, total } };
}
