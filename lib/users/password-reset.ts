import 'server-only';
import { codeExpiry, codeMatches, hashCode, MAX_CODE_ATTEMPTS, newLinkCode, newOtp } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import { hashPassword } from '@/lib/auth/password';
import { enforceRateLimits } from '@/lib/auth/rate-limit';
import { prisma } from '@/lib/db/client';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { afterReply } from '@/lib/http/after-reply';
import { AppError } from '@/lib/errors';
import { sendMail, type MailResult } from '@/lib/mail/send-mail';
import { passwordChangedMail, passwordResetOtpMail } from '@/lib/mail/templates';
import { endLiveConnections } from '@/lib/realtime/pusher-server';
import { securityLog } from '@/lib/security/log';

/**
 * Password recovery: forgot-password mails a 6-digit OTP (10 minutes, 5 tries); verify-forgot-otp trades the
 * right OTP for a reset grant (256 random bits, handed only to the verifier, stored hashed in the code's place,
 * 10 minutes); reset-password needs that grant, consumes it once, and ends every session of the account.
 */

const RESET = 'PASSWORD_RESET' as const;
const NOT_VERIFIED = 'Please verify your OTP first';

/**
 * Answers alike for known, unknown and suspended e-mails, in the same time: only the rate limits run before
 * the reply; looking the account up, storing the OTP and mailing it happen after it. A new OTP replaces the old.
 */
export async function requestPasswordReset(email: string, clientIp: string): Promise<void> {
  await enforceRateLimits(limits.forgotPassword(clientIp, email));
  afterReply('forgot-password', () => mailResetOtp(email));
}

async function mailResetOtp(email: string): Promise<MailResult | null> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, status: true, locale: true },
  });
  if (!user || user.status !== 'ACTIVE') return null;
  const otp = newOtp();
  const data = { codeHash: hashCode(otp), expiresAt: codeExpiry(), attempts: 0, verifiedAt: null };
  await prisma.verificationCode.upsert({
    where: { userId_purpose: { userId: user.id, purpose: RESET } },
    create: { userId: user.id, purpose: RESET, ...data },
    update: data,
  });
  return sendMail(passwordResetOtpMail(user.email, user.name, otp, languageOf(user)));
}

/** The language of an account's mails (users.locale). */
const languageOf = (user: { locale: string }) => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

function resetCodeOf(email: string) {
  return prisma.verificationCode.findFirst({
    where: { purpose: RESET, user: { email } },
    select: { id: true, userId: true, codeHash: true, expiresAt: true, attempts: true, verifiedAt: true },
  });
}

const INVALID_OTP = 'Invalid OTP';

/**
 * A try at the e-mail's live reset OTP, counted before it is compared, atomically, so parallel guesses cannot pass
 * the limit: the code (hash and id) when the e-mail has one that is unexpired, unverified and has tries left, else null.
 * Unknown e-mail, no code, expired, spent: one statement, one null, so none of them can be told apart.
 */
async function countOtpTry(email: string): Promise<{ id: string; codeHash: string } | null> {
  const [code] = await prisma.$queryRaw<{ id: string; codeHash: string }[]>`
    UPDATE verification_codes SET attempts = attempts + 1
     WHERE purpose = 'PASSWORD_RESET' AND user_id = (SELECT id FROM users WHERE email = ${email})
       AND expires_at > now() AND verified_at IS NULL AND attempts < ${MAX_CODE_ATTEMPTS}
    RETURNING id, code_hash AS "codeHash"`;
  return code ?? null;
}

// Compared against when there is no code, so that every refusal costs the same HMAC.
const NO_CODE_HASH = '0'.repeat(64);

/**
 * The right OTP is exchanged for the reset grant, which only this caller receives. Every refusal reads 'Invalid OTP'
 * and takes the same path (a counted try, one comparison): the OTP screen must not tell an account from an unknown
 * address, nor an expired or spent code from a wrong one. The page says a code lasts 10 minutes and 5 tries.
 */
export async function verifyResetOtp(email: string, otp: string, clientIp: string): Promise<{ resetToken: string }> {
  await enforceRateLimits(limits.verifyOtp(clientIp, email));
  const code = await countOtpTry(email);
  const matches = codeMatches(otp, code?.codeHash ?? NO_CODE_HASH);
  if (!code || !matches) throw new AppError('invalid', INVALID_OTP);
  // The grant replaces the OTP, conditionally on the OTP still being the stored one: of two parallel right
  // answers only one gets a grant, and the OTP cannot be verified twice. The reset must follow within 10 minutes.
  const resetToken = newLinkCode();
  const granted = await prisma.verificationCode.updateMany({
    where: { id: code.id, codeHash: code.codeHash, verifiedAt: null },
    data: { codeHash: hashCode(resetToken), verifiedAt: new Date(), expiresAt: codeExpiry() },
  });
  if (granted.count === 0) throw new AppError('invalid', INVALID_OTP);
  return { resetToken };
}

export async function resetPassword(
  input: { email: string; password: string; resetToken: string },
  clientIp: string,
): Promise<MailResult> {
  await enforceRateLimits(limits.resetPassword(clientIp, input.email));
  const code = await resetCodeOf(input.email);
  const granted = code?.verifiedAt && code.expiresAt > new Date() && codeMatches(input.resetToken, code.codeHash);
  if (!code || !granted) throw new AppError('invalid', NOT_VERIFIED);
  const passwordHash = await hashPassword(input.password);
  const user = await prisma.$transaction(async (tx) => {
    // Consuming the grant first makes the reset single-use even under parallel requests.
    const consumed = await tx.verificationCode.deleteMany({ where: { id: code.id, codeHash: code.codeHash, verifiedAt: { not: null } } });
    if (consumed.count === 0) throw new AppError('invalid', NOT_VERIFIED);
    return tx.user.update({
      where: { id: code.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { name: true, email: true, locale: true },
    });
  });
  await endLiveConnections(code.userId);
  securityLog('password_reset', { accountId: code.userId });
  return sendMail(passwordChangedMail(user.email, user.name, languageOf(user)));
}
