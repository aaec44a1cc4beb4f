import 'server-only';
import { revalidateProducts } from '@/lib/catalog/revalidate';
import { prisma } from '@/lib/db/client';
import type { Role } from '@/lib/generated/prisma/enums';
import { AppError } from '@/lib/errors';
import { endLiveConnections } from '@/lib/realtime/pusher-server';
import { removeReviewsOfUser } from '@/lib/reviews/reviews';
import { securityLog } from '@/lib/security/log';
import { deleteImage } from '@/lib/storage/images';
import { assertNotLastAdmin } from './last-admin';
import type { User } from './types';
import { USER_NOT_FOUND, userFromRow, userSelect } from './users';

/**
 * Deleting an account removes the person's cart, addresses, notifications and codes (cascades) and their reviews
 * (with the products' ratings recounted); their orders and payments stay as the shop's records, without the link
 * to the account.
 */
async function deleteUser(userId: string, lastAdminMessage: string): Promise<void> {
  const { avatar, ratingChanges } = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { avatar: true } });
    if (!user) throw new AppError('not_found', USER_NOT_FOUND);
    // The admin rows first, as every admin change takes them: two admins deleting each other never deadlock.
    await assertNotLastAdmin(tx, userId, lastAdminMessage);
    const changes = await removeReviewsOfUser(tx, userId);
    await tx.user.delete({ where: { id: userId } });
    return { avatar: user.avatar, ratingChanges: changes };
  });
  securityLog('account_deleted', { accountId: userId });
  revalidateProducts(ratingChanges);
  await endLiveConnections(userId);
  await deleteImage(avatar);
}

/** A person deletes their own account. */
export function deleteOwnAccount(userId: string): Promise<void> {
  return deleteUser(userId, 'You are the last admin: make another admin first');
}

/** An admin deletes any account but the last admin's. */
export function deleteUserByAdmin(userId: string): Promise<void> {
  return deleteUser(userId, 'Cannot delete the last admin');
}

export async function changeRole(userId: string, role: Role): Promise<User> {
  const user = await prisma.$transaction(async (tx) => {
    const exists = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!exists) throw new AppError('not_found', USER_NOT_FOUND);
    if (role !== 'ADMIN') await assertNotLastAdmin(tx, userId, 'Cannot demote the last admin');
    return tx.user.update({ where: { id: userId }, data: { role }, select: userSelect });
  });
  securityLog('role_changed', { accountId: userId, role });
  // Live sockets re-authorise with the new role: a former admin loses the admins' channel.
  await endLiveConnections(userId);
  return userFromRow(user);
}
