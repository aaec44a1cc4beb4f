import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { securityLog } from '@/lib/security/log';

export type EnsureAdminResult =
  | { outcome: 'created'; email: string; generatedPassword?: string }
  | { outcome: 'kept'; email: string }
  | { outcome: 'reset'; email: string }
  | { outcome: 'refused'; email: string };

/**
 * Makes sure the operator's admin account (ADMIN_EMAIL / ADMIN_PASSWORD) exists, without ever raising an account
 * start-up did not create: anyone may register a free address, so an account found under ADMIN_EMAIL that is not an
 * admin is a stranger's until the operator says otherwise. Only ADMIN_PASSWORD says so: with it, that account is
 * taken over (made an active, verified ADMIN with that password, every session of its holder ended); without it, it
 * is left as it is. An existing admin is left as it is too, so a password changed in the shop is kept.
 */
export async function ensureAdmin(
  prisma: PrismaClient,
  admin: { email: string; password?: string },
): Promise<EnsureAdminResult> {
  const email = admin.email.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (existing?.role === 'ADMIN') return { outcome: 'kept', email };
  if (existing && !admin.password) return { outcome: 'refused', email };
  if (existing) {
    await prisma.user.update({
      where: { id: existing.id },
      data: {
        role: 'ADMIN',
        status: 'ACTIVE',
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(admin.password!),
        sessionVersion: { increment: 1 },
      },
    });
    securityLog('role_changed', { accountId: existing.id, role: 'ADMIN', reason: 'start-up took over ADMIN_EMAIL with ADMIN_PASSWORD' });
    return { outcome: 'reset', email };
  }
  const generatedPassword = admin.password ? undefined : `${randomBytes(12).toString('base64url')}Aa1!`;
  const created = await prisma.user.create({
    data: {
      name: 'Shop Admin',
      email,
      passwordHash: await hashPassword(admin.password ?? generatedPassword!),
      role: 'ADMIN',
      emailVerifiedAt: new Date(),
    },
    select: { id: true },
  });
  securityLog('role_changed', { accountId: created.id, role: 'ADMIN', reason: 'start-up created the ADMIN_EMAIL account' });
  return { outcome: 'created', email, generatedPassword };
}

/** What the operator is told of ensureAdmin's outcome at start (nothing when the admin was already there). */
export function adminOutcomeLines(result: EnsureAdminResult): string[] {
  switch (result.outcome) {
    case 'created':
      return result.generatedPassword
        ? [
            `Created the admin account ${result.email} with the password ${result.generatedPassword}`,
            'It is printed only this once: sign in and change it, or set ADMIN_PASSWORD.',
          ]
        : [`Created the admin account ${result.email} (password from ADMIN_PASSWORD).`];
    case 'reset':
      return [`Made the existing account ${result.email} the admin with the password from ADMIN_PASSWORD; its sessions ended.`];
    case 'refused':
      return [
        `ADMIN_EMAIL ${result.email} belongs to an account that is not an admin: left unchanged. ` +
          'Set ADMIN_PASSWORD to take it over, or choose another ADMIN_EMAIL.',
      ];
    case 'kept':
      return [];
  }
}
