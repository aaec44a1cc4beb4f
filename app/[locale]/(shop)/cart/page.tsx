import { LogIn } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CartSection } from '@/components/cart/cart-section';
import { buttonClassName } from '@/components/ui/button-styles';
import { getCurrentUser } from '@/lib/auth/current-user';
import { loginPath } from '@/lib/auth/login-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** Public, but a cart belongs to an account: a guest is asked to log in and comes back here. */
export default async function CartPage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations('cart')]);
  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="cart-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('title')}
      </h1>
      <div className="mt-6">
        {user ? (
          <CartSection userId={user.id} />
        ) : (
          <div className="rounded-lg border border-gray-200 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-gray-900">{t('guest.heading')}</p>
            <p className="mt-2 text-gray-700">{t('guest.text')}</p>
            <Link href={loginPath('/cart')} className={`${buttonClassName()} mt-6`}>
              <LogIn aria-hidden className="size-4" />
              {t('guest.login')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
