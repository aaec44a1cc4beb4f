import 'server-only';
import { hashCode } from '@/lib/auth/codes';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';

/** Marks the e-mail of the link's account verified; a link works once, within its lifetime. */
export async function verifyEmail(code: string): Promise<void> {
  const stored = await prisma.verificationCode.findFirst({
    where: { codeHash: hashCode(code), purpose: 'EMAIL_VERIFICATION' },
    select: { id: true, userId: true, expiresAt: true },
  });
  if (!stored || stored.expiresAt <= new Date()) throw new AppError('invalid', 'Invalid or expired link');
  await prisma.$transaction(async (tx) => {
    // Deleting first makes a double click harmless: only one request consumes the link.
    const consumed = await tx.verificationCode.deleteMany({ where: { id: stored.id } });
    if (consumed.count === 0) throw new AppError('invalid', 'Invalid or expired link');
    await tx.user.update({ where: { id: stored.userId }, data: { emailVerifiedAt: new Date() } });
  });
}
