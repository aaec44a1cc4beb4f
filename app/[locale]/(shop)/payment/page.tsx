import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardPayment } from '@/components/payments/card-payment';
import { requireUser } from '@/lib/auth/current-user';
import { config } from '@/lib/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Card payment of the order checkout (or an order's 'Pay now') handed over in navigation state: Stripe Elements
 * when Stripe is configured, otherwise the built-in test gateway's card field.
 */
export default async function PaymentPage() {
  const user = await requireUser('/payment');
  const t = await getTranslations('payments');
  return (
    <section aria-labelledby="payment-heading" className="mx-auto max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="payment-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('title')}
      </h1>
      <CardPayment publishableKey={config().stripe?.publishableKey ?? null} payer={{ name: user.name, email: user.email }} />
    </section>
  );
}
