import { codeExpiry, codeMatches, CODE_LIFETIME_MS, hashCode, MAX_CODE_ATTEMPTS, newOtp } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import { hashPassword } from '@/lib/auth/password';
import { enforceRateLimits } from '@/lib/auth/rate-limit';
import { prisma } from '@/lib/db/client';
import { ApiError } from '@/lib/http/errors';
import { sendMail, type MailResult } from '@/lib/mail/send-mail';
import { passwordChangedMail, passwordResetOtpMail } from '@/lib/mail/templates';

/**
 * Password recovery: forgot-password mails a 6-digit OTP (10 minutes, 5 tries); verify-forgot-otp marks it
 * verified; reset-password is accepted only within 10 minutes of that, once, and ends every session.
 */

const RESET = 'PASSWORD_RESET' as const;

/** Answers the same for unknown e-mails (no account enumeration); a new OTP replaces the old one. */
export async function requestPasswordReset(email: string, clientIp: string): Promise<MailResult | null> {
  await enforceRateLimits(limits.forgotPassword(clientIp, email));
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, status: true } });
  if (!user || user.status !== 'ACTIVE') return null;
  const otp = newOtp();
  const data = { codeHash: hashCode(otp), expiresAt: codeExpiry(), attempts: 0, verifiedAt: null };
  await prisma.verificationCode.upsert({
    where: { userId_purpose: { userId: user.id, purpose: RESET } },
    create: { userId: user.id, purpose: RESET, ...data },
    update: data,
  });
  return sendMail(passwordResetOtpMail(user.email, user.name, otp));
}

function resetCodeOf(email: string) {
  return prisma.verificationCode.findFirst({
    where: { purpose: RESET, user: { email } },
    select: { id: true, userId: true, codeHash: true, expiresAt: true, attempts: true, verifiedAt: true },
  });
}

export async function verifyResetOtp(email: string, otp: string, clientIp: string): Promise<void> {
  await enforceRateLimits(limits.verifyOtp(clientIp, email));
  const code = await resetCodeOf(email);
  if (!code) throw new ApiError('bad_request', 'Invalid OTP');
  if (code.expiresAt <= new Date()) throw new ApiError('bad_request', 'OTP expired. Please request a new one.');
  // The try is counted before the comparison, atomically, so parallel guesses cannot exceed the limit.
  const counted = await prisma.verificationCode.updateMany({
    where: { id: code.id, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw new ApiError('bad_request', 'Too many wrong attempts. Please request a new OTP.');
  if (!codeMatches(otp, code.codeHash)) throw new ApiError('bad_request', 'Invalid OTP');
  // The reset must follow within a new lifetime from now.
  await prisma.verificationCode.update({ where: { id: code.id }, data: { verifiedAt: new Date(), expiresAt: codeExpiry() } });
}

export async function resetPassword(email: string, password: string): Promise<MailResult> {
  const code = await resetCodeOf(email);
  const verifiedRecently =
    code?.verifiedAt && code.verifiedAt.getTime() > Date.now() - CODE_LIFETIME_MS && code.expiresAt > new Date();
  if (!code || !verifiedRecently) throw new ApiError('bad_request', 'Please verify your OTP first');
  const passwordHash = await hashPassword(password);
  const user = await prisma.$transaction(async (tx) => {
    // Consuming the code first makes the reset single-use even under parallel requests.
    const consumed = await tx.verificationCode.deleteMany({ where: { id: code.id, verifiedAt: { not: null } } });
    if (consumed.count === 0) throw new ApiError('bad_request', 'Please verify your OTP first');
    return tx.user.update({
      where: { id: code.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { name: true, email: true },
    });
  });
  return sendMail(passwordChangedMail(user.email, user.name));
}
