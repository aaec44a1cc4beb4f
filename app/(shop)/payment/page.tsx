import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/shop/page-placeholder';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Complete Payment', robots: { index: false, follow: false } };

/** Card orders land here from checkout; the card payment screen itself is the next issue's. */
export default async function PaymentPage() {
  await requireUser('/payment');
  return (
    <PagePlaceholder
      title="Complete Payment"
      description="Card payment arrives in the next issue. Your order is saved and waits for payment in your account's Orders."
    />
  );
}
