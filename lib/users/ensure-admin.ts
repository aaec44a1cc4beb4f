import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import type { PrismaClient } from '@/lib/generated/prisma/client';

export type EnsureAdminResult =
  | { created: true; email: string; generatedPassword?: string }
  | { created: false; email: string };

/**
 * Makes sure the operator's admin account exists (ADMIN_EMAIL / ADMIN_PASSWORD).
 * The password is set only when the account is created, so a password changed in the shop is kept;
 * an existing account with that e-mail is (re)made an active, verified ADMIN.
 */
export async function ensureAdmin(
  prisma: PrismaClient,
  admin: { email: string; password?: string },
): Promise<EnsureAdminResult> {
  const email = admin.email.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (existing) {
    await prisma.user.update({
      where: { id: existing.id },
      data: { role: 'ADMIN', status: 'ACTIVE', emailVerifiedAt: existing.emailVerifiedAt ?? new Date() },
    });
    return { created: false, email };
  }
  const generatedPassword = admin.password ? undefined : `${randomBytes(12).toString('base64url')}Aa1!`;
  await prisma.user.create({
    data: {
      name: 'Shop Admin',
      email,
      passwordHash: await hashPassword(admin.password ?? generatedPassword!),
      role: 'ADMIN',
      emailVerifiedAt: new Date(),
    },
  });
  return { created: true, email, generatedPassword };
}
