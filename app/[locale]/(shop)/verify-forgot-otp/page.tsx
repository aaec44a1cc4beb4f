import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { VerifyOtpPanel } from '@/components/auth/verify-otp-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('verifyOtpPage.title'), robots: { index: false } };
}

export default function VerifyForgotOtpPage() {
  const t = useTranslations('auth');
  return (
    <AuthCard
      title={t('verifyOtpPage.title')}
      description={t('verifyOtpPage.description')}
      footer={
        <>
          {t.rich('verifyOtpPage.noCode', {
            link: (chunks) => (
              <Link href="/forgot-password" className={authLinkClassName}>
                {chunks}
              </Link>
            ),
          })}
          <span aria-hidden className="px-2">
            ·
          </span>
          <Link href="/login" className={authLinkClassName}>
            {t('login')}
          </Link>
        </>
      }
    >
      <VerifyOtpPanel />
    </AuthCard>
  );
}
