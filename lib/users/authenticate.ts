import 'server-only';
import { enforceRateLimits, resetRateLimits } from '@/lib/auth/rate-limit';
import { limits } from '@/lib/auth/limits';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/locales';
import { securityLog } from '@/lib/security/log';
import { sendVerificationLink } from './send-verification-link';
import type { User } from './types';
import { userFromRow, userSelect } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';

// Verified against when the e-mail is unknown, so both cases take the same time (no account enumeration).
const decoyHash = hashPassword('decoy-password-never-used');

/**
 * Checks an e-mail and password (rate-limited per address and per e-mail). An unverified account gets a
 * fresh verification link instead of a session. `locale`, the language of the page logged in from (null: none
 * named), becomes the account's language once the password is right.
 */
export async function authenticate(
  credentials: { email: string; password: string },
  clientIp: string,
  locale: Locale | null = null,
): Promise<User & { sessionVersion: number }> {
  await enforceRateLimits(limits.login(clientIp, credentials.email));
  const user = await prisma.user.findUnique({
    where: { email: credentials.email },
    select: { ...userSelect, passwordHash: true, sessionVersion: true, locale: true },
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), credentials.password);
  if (!user || !passwordOk) {
    securityLog('login_failed', { accountId: user?.id, reason: user ? 'password' : 'unknown_account' });
    throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  }
  if (user.status !== 'ACTIVE') throw new AppError('forbidden', 'Your account is suspended');
  if (!user.emailVerifiedAt) {
    if (locale && locale !== user.locale) await prisma.user.update({ where: { id: user.id }, data: { locale } });
    const mail = await sendVerificationLink({ ...user, locale: locale ?? user.locale });
    throw new AppError(
      'forbidden',
      mail.sent
        ? 'Please verify your email before logging in. We have sent you a new verification link.'
        : 'Please verify your email before logging in. We could not send a new link just now; please try again later.',
    );
  }
  await resetRateLimits([`login:email:${credentials.email}`]);
  const loggedIn = await prisma.user.update({
    where: { id: user.id },
    data: { lastLoginAt: new Date(), ...(locale && { locale }) },
    select: userSelect,
  });
  return { ...userFromRow(loggedIn), sessionVersion: user.sessionVersion };
}
