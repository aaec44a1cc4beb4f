import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { firstParam } from '@/components/auth/search-params';
import { VerifyEmailStatus } from '@/components/auth/verify-email-status';

export const metadata: Metadata = { title: 'Verify Email', robots: { index: false } };

export default async function VerifyEmailPage({ searchParams }: PageProps<'/[locale]/verify-email'>) {
  const { code } = await searchParams;
  return (
    <AuthCard
      title="Email Verification"
      footer={
        <Link href="/login" className={authLinkClassName}>
          Back to Login
        </Link>
      }
    >
      <VerifyEmailStatus code={firstParam(code)?.trim() || null} />
    </AuthCard>
  );
}
