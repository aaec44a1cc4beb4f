'use client';

import { LoaderCircle, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { AddressPicker } from '@/components/address/address-picker';
import { defaultAddressId } from '@/components/address/address-text';
import { buttonClassName } from '@/components/ui/button-styles';
import type { Address } from '@/lib/addresses/types';
import { couponStillApplies } from '@/lib/orders/order-rules';
import type { CouponPreview, OrderAmounts } from '@/lib/orders/types';
import { CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { type PaymentMethod, PaymentMethodField } from './payment-method-field';
import { usePlaceOrder } from './use-place-order';

type CheckoutFormProps = {
  /** The cart's lines, rendered on the server. */
  items: ReactNode;
  /** The server-side cart as the server priced it, without a coupon. */
  amounts: OrderAmounts;
  /** Read on the server; undefined when that failed (the picker then loads them itself). */
  addresses?: Address[];
};

/**
 * Checkout of the server-side cart: delivery address, payment method, coupon, summary and 'Proceed to Pay',
 * which places the order (`mode: 'cart'`). The server prices the order again; the summary shows its amounts.
 */
export function CheckoutForm({ items, amounts, addresses }: CheckoutFormProps) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const [addressId, setAddressId] = useState<string | null>(() => (addresses ? defaultAddressId(addresses) : null));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [applied, setApplied] = useState<CouponPreview | null>(null);
  const { placing, place } = usePlaceOrder('/checkout');
  const addressSection = useRef<HTMLDivElement>(null);

  const coupon = couponStillApplies(applied, amounts) ? applied : null;

  async function proceed() {
    if (!addressId) {
      toast.error(t('selectAddress'));
      addressSection.current?.scrollIntoView({ block: 'start' });
      addressSection.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
      return;
    }
    const placed = await place({ mode: 'cart', paymentMethod, delivery_address: addressId, couponCode: coupon?.code });
    // Refused (stock gone, coupon used up, cart emptied elsewhere): show the cart as the server has it now.
    if (!placed) router.refresh();
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-8">
        <div ref={addressSection} className="scroll-mt-24">
          <AddressPicker value={addressId} onChange={setAddressId} initialAddresses={addresses} />
        </div>
        <PaymentMethodField value={paymentMethod} onChange={setPaymentMethod} disabled={placing} />
      </div>

      <div className="space-y-6 rounded-lg border border-gray-200 bg-gray-50 p-5 sm:p-6">
        {items}
        <CouponBox applied={coupon} onApplied={setApplied} disabled={placing} />
        {applied && !coupon ? (
          <p role="status" className="text-sm text-gray-700">
            {t('cartChanged', { code: applied.code })}
          </p>
        ) : null}
        <section aria-labelledby="checkout-summary-heading" className="space-y-3">
          <h2 id="checkout-summary-heading" className="text-base font-semibold text-gray-900">
            {t('summaryHeading')}
          </h2>
          <OrderSummary amounts={coupon?.amounts ?? amounts} couponCode={coupon?.code} />
        </section>
        <button
          type="button"
          onClick={() => void proceed()}
          disabled={placing}
          className={`${buttonClassName()} w-full py-3`}
        >
          {placing ? <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> : <Lock aria-hidden className="size-4" />}
          {placing ? t('placing') : t('proceed')}
        </button>
      </div>
    </div>
  );
}
