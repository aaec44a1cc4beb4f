import type { Role, UserStatus } from '@/lib/generated/prisma/enums';

/** An account as the shop knows it, without its secrets (password hash, codes, session version). */
export type User = {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  role: Role;
  status: UserStatus;
  emailVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
};
