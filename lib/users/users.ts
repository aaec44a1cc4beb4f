import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import type { User } from './types';

/** The columns a User is read from. */
export const userSelect = {
  id: true,
  name: true,
  email: true,
  mobile: true,
  avatar: true,
  role: true,
  status: true,
  emailVerifiedAt: true,
  createdAt: true,
  lastLoginAt: true,
} as const;

type UserRow = Omit<User, 'emailVerified'> & { emailVerifiedAt: Date | null };

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
    role: row.role,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
  };
}

export const USER_NOT_FOUND = 'User not found';

/** The account with this id; AppError not_found when there is none (deleted meanwhile). */
export async function getUser(id: string): Promise<User> {
  const row = await prisma.user.findUnique({ where: { id }, select: userSelect });
  if (!row) throw new AppError('not_found', USER_NOT_FOUND);
  return userFromRow(row);
}
