import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.registerPage');
  return { title: t('metaTitle') };
}

export default function RegisterPage() {
  const t = useTranslations('auth.registerPage');
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('haveAccount', {
        link: (chunks) => (
          <Link href="/login" className={authLinkClassName}>
            {chunks}
          </Link>
        ),
      })}
    >
      <RegisterForm />
    </AuthCard>
  );
}
