import type { Role, UserStatus } from '@/lib/generated/prisma/enums';

/** What the API and pages may show of a user: never the password hash or any code. */
export type PublicUser = {
  _id: string;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  role: Role;
  status: UserStatus;
  emailVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

export const publicUserSelect = {
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

type SelectedUser = {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  role: Role;
  status: UserStatus;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
};

export function toPublicUser(user: SelectedUser): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
