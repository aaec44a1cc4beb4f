'use client';

import { CreditCard } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import type { PlacedOrder } from '@/components/checkout/placed-order';
import { savePlacedOrder } from '@/components/checkout/placed-order-state';

/** 'Pay now' on an unpaid card order's page: hands the order to /payment, as checkout does. */
export function PayNowButton({ order }: { order: PlacedOrder }) {
  const t = useTranslations('payments');
  const router = useRouter();

  function payNow() {
    savePlacedOrder(order);
    router.push('/payment');
  }

  return (
    <button type="button" onClick={payNow} className={buttonClassName()}>
      <CreditCard aria-hidden className="size-4" />
      {t('payNow')}
    </button>
  );
}
