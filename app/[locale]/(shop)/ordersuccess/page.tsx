import type { Metadata } from 'next';
import { OrderSuccess } from '@/components/checkout/order-success';

export const metadata: Metadata = { title: 'Order confirmation', robots: { index: false, follow: false } };

/** Public; what it shows comes from the order handed over by checkout or Buy Now. */
export default function OrderSuccessPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <OrderSuccess />
    </section>
  );
}
