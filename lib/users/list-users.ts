import { prisma } from '@/lib/db/client';
import { publicUserSelect, toPublicUser, type PublicUser } from './public-user';

/** Every account for the admin's User Management table, newest first. */
export async function listUsers(): Promise<PublicUser[]> {
  const users = await prisma.user.findMany({ select: publicUserSelect, orderBy: { createdAt: 'desc' } });
  return users.map(toPublicUser);
}
