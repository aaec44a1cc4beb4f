import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, authLinkClassName } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam } from '@/components/auth/search-params';
import { sameOriginPath } from '@/lib/auth/guard-paths';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: PageProps<'/[locale]/login'>) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
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
      {/* Vetted here and again where the form navigates (afterLoginPath): only a path of this site. */}
      <LoginForm callbackUrl={callbackUrl === null ? null : sameOriginPath(callbackUrl)} />
    </AuthCard>
  );
}
