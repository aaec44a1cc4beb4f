import 'server-only';
import { prisma } from '@/lib/db/client';
import { endLiveConnections } from '@/lib/realtime/pusher-server';
import { securityLog } from '@/lib/security/log';
import type { SessionClaims } from '@/lib/auth/session-token';

/** Logout: the token stays void until it would have expired anyway; older revocations are dropped. */
export async function endSession(claims: SessionClaims): Promise<void> {
  const expiresAt = new Date(claims.exp * 1000);
  await prisma.$transaction([
    prisma.revokedSession.upsert({ where: { jti: claims.jti }, create: { jti: claims.jti, expiresAt }, update: {} }),
    prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
  ]);
  securityLog('logout', { accountId: claims.sub });
  await endLiveConnections(claims.sub);
}
