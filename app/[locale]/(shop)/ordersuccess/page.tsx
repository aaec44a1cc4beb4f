import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderSuccess } from '@/components/checkout/order-success';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.success');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Public; what it shows comes from the order handed over by checkout or Buy Now. */
export default function OrderSuccessPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <OrderSuccess />
    </section>
  );
}
