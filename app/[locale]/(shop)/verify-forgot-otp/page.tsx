import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { VerifyOtpPanel } from '@/components/auth/verify-otp-form';

export const metadata: Metadata = { title: 'Verify OTP', robots: { index: false } };

export default function VerifyForgotOtpPage() {
  return (
    <AuthCard
      title="Verify OTP"
      description="Enter the 6-digit code we sent to your e-mail. It is valid for 10 minutes."
      footer={
        <>
          No code?{' '}
          <Link href="/forgot-password" className={authLinkClassName}>
            Send a new OTP
          </Link>
          <span aria-hidden className="px-2">
            ·
          </span>
          <Link href="/login" className={authLinkClassName}>
            Login
          </Link>
        </>
      }
    >
      <VerifyOtpPanel />
    </AuthCard>
  );
}
