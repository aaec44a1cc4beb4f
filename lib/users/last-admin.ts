import 'server-only';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors';

/**
 * Refuses a change that would leave the shop without an active admin (a suspended admin cannot sign in, so
 * does not count). The admin rows are locked for the rest of the
 * transaction, so two admins demoting each other at the same moment cannot both succeed.
 */
export async function assertNotLastAdmin(tx: Db, userId: string, message: string): Promise<void> {
  const admins = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE role = 'ADMIN' AND status = 'ACTIVE' FOR UPDATE`;
  if (admins.length === 1 && admins[0]!.id === userId) throw new AppError('conflict', message);
}
