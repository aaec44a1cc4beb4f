import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam } from '@/components/auth/search-params';
import { sameOriginPath } from '@/lib/auth/guard-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.loginPage');
  return { title: t('title') };
}

export default async function LoginPage({ searchParams }: PageProps<'/[locale]/login'>) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
  const t = await getTranslations('auth.loginPage');
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('newHere', {
        link: (chunks) => (
          <Link href="/register" className={authLinkClassName}>
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
