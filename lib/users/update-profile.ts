import { prisma } from '@/lib/db/client';
import { deleteImage, saveImage } from '@/lib/storage/images';
import { publicUserSelect, toPublicUser, type PublicUser } from './public-user';

/** Saves a new avatar image and removes the one it replaces. */
async function replaceAvatar(userId: string, avatar: File): Promise<string> {
  const url = await saveImage(avatar, 'Avatar');
  const previous = await prisma.user.findUnique({ where: { id: userId }, select: { avatar: true } });
  await deleteImage(previous?.avatar);
  return url;
}

/** Name and mobile ('' clears it), and optionally a new avatar. */
export async function updateProfile(
  userId: string,
  changes: { name: string; mobile?: string },
  avatar?: File,
): Promise<PublicUser> {
  const avatarUrl = avatar ? await replaceAvatar(userId, avatar) : undefined;
  const user = await prisma.user.update({
    where: { id: userId },
    data: {
      name: changes.name.replace(/\s+/g, ' '),
      ...(changes.mobile !== undefined && { mobile: changes.mobile || null }),
      ...(avatarUrl && { avatar: avatarUrl }),
    },
    select: publicUserSelect,
  });
  return toPublicUser(user);
}

export async function updateAvatar(userId: string, avatar: File): Promise<PublicUser> {
  const avatarUrl = await replaceAvatar(userId, avatar);
  const user = await prisma.user.update({ where: { id: userId }, data: { avatar: avatarUrl }, select: publicUserSelect });
  return toPublicUser(user);
}
