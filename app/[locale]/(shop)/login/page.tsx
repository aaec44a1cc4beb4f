import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam } from '@/components/auth/search-params';
import { returnPath, sameOriginPath } from '@/lib/auth/guard-paths';
import { registerPath } from '@/lib/auth/login-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.loginPage');
  return { title: t('title') };
}

export default async function LoginPage({ searchParams }: PageProps<'/[locale]/login'>) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
  const t = await getTranslations('auth.loginPage');
  // Register keeps the way back: through the verification link to this login and on to the page.
  const returnTo = returnPath(callbackUrl);
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('newHere', {
        link: (chunks) => (
          <Link href={returnTo ? registerPath(returnTo) : '/register'} className={authLinkClassName}>
            {chunks}
          </Link>
        ),
      })}
    >
      {/* Vetted here and again where the form navigates (afterLoginPath): only a path of this site. */}
      <LoginForm callbackUrl={callbackUrl === null ? null : sameOriginPath(callbackUrl)} />
    </AuthCard>
  );
}
