import 'server-only';
import { prisma } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { deleteImage, saveImage } from '@/lib/storage/images';
import type { User } from './types';
import { userFromRow, userSelect } from './users';

/** Saves a new avatar image and removes the one it replaces. */
async function replaceAvatar(userId: string, avatar: File): Promise<string> {
  const url = await saveImage(avatar, 'Avatar');
  const previous = await prisma.user.findUnique({ where: { id: userId }, select: { avatar: true } });
  await deleteImage(previous?.avatar);
  return url;
}

/** Name and mobile ('' clears it), optionally a new avatar, and the account's language when the request named one. */
export async function updateProfile(
  userId: string,
  changes: { name: string; mobile?: string; locale?: Locale | null },
  avatar?: File,
): Promise<User> {
  const avatarUrl = avatar ? await replaceAvatar(userId, avatar) : undefined;
  const user = await prisma.user.update({
    where: { id: userId },
    data: {
      name: changes.name.replace(/\s+/g, ' '),
      ...(changes.mobile !== undefined && { mobile: changes.mobile || null }),
      ...(avatarUrl && { avatar: avatarUrl }),
      ...(changes.locale && { locale: changes.locale }),
    },
    select: userSelect,
  });
  return userFromRow(user);
}

export async function updateAvatar(userId: string, avatar: File): Promise<User> {
  const avatarUrl = await replaceAvatar(userId, avatar);
  const user = await prisma.user.update({ where: { id: userId }, data: { avatar: avatarUrl }, select: userSelect });
  return userFromRow(user);
}
