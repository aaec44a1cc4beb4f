import type { User } from './types';

/** A user in the shop's documented reply shape: never the password hash or any code. */
export type UserJson = { _id: string } & Omit<User, 'id' | 'createdAt' | 'lastLoginAt'> & {
  createdAt: string;
  lastLoginAt: string | null;
};

export function toUserJson(user: User): UserJson {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
