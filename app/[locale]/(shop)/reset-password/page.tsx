import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { ResetPasswordPanel } from '@/components/auth/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.resetPasswordPage');
  return { title: t('title'), robots: { index: false } };
}

export default function ResetPasswordPage() {
  const t = useTranslations('auth.resetPasswordPage');
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={t.rich('backTo', {
        link: (chunks) => (
          <Link href="/login" className={authLinkClassName}>
            {chunks}
          </Link>
        ),
      })}
    >
      <ResetPasswordPanel />
    </AuthCard>
  );
}
