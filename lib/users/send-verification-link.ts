import 'server-only';
import { codeExpiry, hashCode, newLinkCode } from '@/lib/auth/codes';
import { config } from '@/lib/config';
import { prisma } from '@/lib/db/client';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '@/lib/i18n/locales';
import { sendMail, type MailResult } from '@/lib/mail/send-mail';
import { verificationMail } from '@/lib/mail/templates';
import type { User } from './types';

/**
 * Issues a new verification link (replacing any earlier one) and mails it, in the user's language. With `returnTo`
 * (a path returnPath accepted), the verification page sends the shopper to login with it as the callbackUrl.
 */
export async function sendVerificationLink(
  user: Pick<User, 'id' | 'name' | 'email'> & { locale: string },
  returnTo?: string,
): Promise<MailResult> {
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const code = newLinkCode();
  const data = { codeHash: hashCode(code), expiresAt: codeExpiry(), attempts: 0, verifiedAt: null };
  await prisma.verificationCode.upsert({
    where: { userId_purpose: { userId: user.id, purpose: 'EMAIL_VERIFICATION' } },
    create: { userId: user.id, purpose: 'EMAIL_VERIFICATION', ...data },
    update: data,
  });
  const link = `${config().appUrl}${localizedPath('/verify-email', locale)}?code=${encodeURIComponent(code)}${returnTo ? `&callbackUrl=${encodeURIComponent(returnTo)}` : ''}`;
  return sendMail(verificationMail(user.email, user.name, link, locale));
}
