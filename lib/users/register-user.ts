import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notify';
import type { MailResult } from '@/lib/mail/send-mail';
import { sendVerificationLink } from './send-verification-link';
import type { User } from './types';
import { userFromRow, userSelect } from './users';

const EMAIL_TAKEN = 'Email already registered';

/**
 * Creates a USER account with an unverified e-mail and mails the verification link, in `locale` (the language of the
 * page the shopper registered on), which becomes the account's language. The link brings the shopper back to
 * `callbackUrl` through login (a path returnPath accepted).
 */
export async function registerUser(
  input: { name: string; email: string; password: string; callbackUrl?: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{
  user: User;
  mail: MailResult;
}> {
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AppError('conflict', EMAIL_TAKEN);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: input.name.replace(/\s+/g, ' '), email: input.email, passwordHash, locale },
        select: userSelect,
      });
      await notify(tx, [
        { audience: 'ADMIN', type: 'account', message: `New user registered: ${created.name} (${created.email})`, meta: { name: created.name, email: created.email } },
      ]);
      return created;
    });
    const mail = await sendVerificationLink({ id: user.id, name: user.name, email: user.email, locale }, input.callbackUrl);
    return { user: userFromRow(user), mail };
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('conflict', EMAIL_TAKEN);
    }
    throw error;
  }
}
