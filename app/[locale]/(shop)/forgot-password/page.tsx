import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.forgotPasswordPage');
  return { title: t('title') };
}

export default function ForgotPasswordPage() {
  const t = useTranslations('auth.forgotPasswordPage');
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('remembered', {
        link: (chunks) => (
          <Link href="/login" className={authLinkClassName}>
            {chunks}
          </Link>
        ),
      })}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
