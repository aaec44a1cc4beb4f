import 'server-only';
import { nameContaining } from '@/lib/catalog/like';
import { prisma } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import type { User } from './types';
import type { UserListQuery, UserListStatus } from './user-list-query';
import { userFromRow, userSelect } from './users';

/**
 * The admin's User Management list, a page at a time (query: user-list-query.ts). The search matches any part of
 * the name or e-mail in any letter case (ILIKE, served by the pg_trgm indexes); role and status filters use the
 * (role, created_at) and (status, created_at) indexes, which also give the joined-date order.
 */

export type UserList = { users: User[]; pagination: Required<Pagination> };

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

/** One page of the accounts matching the query, with the number of all matches (the screen shows "Page X of Y"). */
export async function listUsers(query: UserListQuery): Promise<UserList> {
  const where = whereOf(query);
  const direction = query.sort === 'joined_asc' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      select: userSelect,
      // The id breaks ties of accounts made in the same millisecond, so pages never overlap.
      orderBy: [{ createdAt: direction }, { id: direction }],
      ...pageWindow(query),
    }),
    prisma.user.count({ where }),
  ]);
  const { items, pagination } = pageOf(rows, query, total);
  return { users: items.map(userFromRow), pagination: { ...pagination, total } };
}
