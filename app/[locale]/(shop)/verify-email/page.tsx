import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { firstParam } from '@/components/auth/search-params';
import { VerifyEmailStatus } from '@/components/auth/verify-email-status';
import { returnPath } from '@/lib/auth/guard-paths';
import { loginPath } from '@/lib/auth/login-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.verifyEmailPage');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function VerifyEmailPage({ searchParams }: PageProps<'/[locale]/verify-email'>) {
  const { code, callbackUrl } = await searchParams;
  const t = await getTranslations('auth.verifyEmailPage');
  // The page the shopper registered from (the link carries it): login brings them back there.
  const returnTo = returnPath(firstParam(callbackUrl));
  const login = returnTo ? loginPath(returnTo) : '/login';
  return (
    <AuthCard
      title={t('title')}
      footer={
        <Link href={login} className={authLinkClassName}>
          {t('backToLogin')}
        </Link>
      }
    >
      <VerifyEmailStatus code={firstParam(code)?.trim() || null} login={login} />
    </AuthCard>
  );
}
