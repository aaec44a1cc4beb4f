import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { firstParam } from '@/components/auth/search-params';
import { returnPath } from '@/lib/auth/guard-paths';
import { loginPath } from '@/lib/auth/login-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.registerPage');
  return { title: t('metaTitle') };
}

/** `callbackUrl`: the page to come back to after verification and login (a guest's cart), kept by every link. */
export default async function RegisterPage({ searchParams }: PageProps<'/[locale]/register'>) {
  const returnTo = returnPath(firstParam((await searchParams).callbackUrl));
  const t = await getTranslations('auth.registerPage');
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('haveAccount', {
        link: (chunks) => (
          <Link href={returnTo ? loginPath(returnTo) : '/login'} className={authLinkClassName}>
            {chunks}
          </Link>
        ),
      })}
    >
      <RegisterForm returnTo={returnTo} />
    </AuthCard>
  );
}
