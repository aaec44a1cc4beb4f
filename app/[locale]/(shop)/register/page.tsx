import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: 'Register' };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create an Account"
      description="Register, verify your e-mail and start shopping across Sri Lanka."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className={authLinkClassName}>
            Login
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
