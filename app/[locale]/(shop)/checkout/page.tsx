import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { CheckoutItems } from '@/components/checkout/checkout-items';
import { buttonClassName } from '@/components/ui/button-styles';
import { listAddresses } from '@/lib/addresses';
import { requireUser } from '@/lib/auth/current-user';
import { cartLines } from '@/lib/cart/cart-lines';
import { prisma } from '@/lib/db/client';
import { orderAmounts } from '@/lib/orders/pricing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Checkout of the signed-in shopper's server-side cart (proxy.ts sends guests to /login first). */
export default async function CheckoutPage() {
  const user = await requireUser('/checkout');
  const t = await getTranslations('checkout');
  const [lines, addresses] = await Promise.all([
    cartLines(prisma, user.id, await getLocale()),
    // The picker loads them itself (and says when that fails) if they cannot be read here.
    listAddresses(user.id).catch((error: unknown) => {
      console.error('[checkout] reading the addresses failed:', error);
      return undefined;
    }),
  ]);

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="checkout-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('title')}
      </h1>
      <div className="mt-6">
        {lines.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-gray-900">{t('empty.heading')}</p>
            <p className="mt-2 text-gray-700">{t('empty.text')}</p>
            <Link href="/cart" className={`${buttonClassName()} mt-6`}>
              {t('empty.goToCart')}
            </Link>
          </div>
        ) : (
          <CheckoutForm
            items={<CheckoutItems lines={lines} />}
            amounts={orderAmounts(lines, 'cart')}
            addresses={addresses}
          />
        )}
      </div>
    </section>
  );
}
