import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { ResetPasswordPanel } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false } };

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      footer={
        <>
          Back to{' '}
          <Link href="/login" className={authLinkClassName}>
            Login
          </Link>
        </>
      }
    >
      <ResetPasswordPanel />
    </AuthCard>
  );
}
