import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam } from '@/components/auth/search-params';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard
      title="Login"
      description="Welcome back! Log in to shop, follow your orders and manage your account."
      footer={
        <>
          New to Lanka Shop?{' '}
          <Link href="/register" className={authLinkClassName}>
            Register
          </Link>
        </>
      }
    >
      <LoginForm callbackUrl={firstParam(callbackUrl)} />
    </AuthCard>
  );
}
