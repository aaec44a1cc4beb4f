import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartSection } from '@/components/cart/cart-section';
import { GuestCartView } from '@/components/cart/guest-cart-view';
import { getCurrentUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** Public: a shopper's cart is their account's; a guest's is kept in the browser until they log in. */
export default async function CartPage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations('cart')]);
  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="cart-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('title')}
      </h1>
      <div className="mt-6">{user ? <CartSection userId={user.id} /> : <GuestCartView />}</div>
    </section>
  );
}
