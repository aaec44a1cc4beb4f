import 'server-only';
import { prisma } from '@/lib/db/client';
import type { Actor } from './actor';
import { readSessionToken, type SessionClaims } from './session-token';

export type Session = { user: Actor; claims: SessionClaims };

/**
 * A token is a live session when it is authentic, unexpired and within its absolute lifetime, was not ended by
 * logout, was issued since the user's last password change (same session version), and its user still exists
 * and is active. Role and name come from the database, so an admin's role change takes effect at once.
 */
export async function resolveSession(token: string | undefined | null): Promise<Session | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, name: true, email: true, role: true, status: true, sessionVersion: true },
    }),
    prisma.revokedSession.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
  ]);
  if (!user || revoked || user.status !== 'ACTIVE' || user.sessionVersion !== claims.sv) return null;
  return { user: { id: user.id, name: user.name, email: user.email, role: user.role }, claims };
}
