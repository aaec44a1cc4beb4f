'use client';

import { LoaderCircleIcon, MinusIcon, PlusIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { AddressPicker } from '@/components/address/address-picker';
import { OrderSummary } from '@/components/checkout/order-summary';
import { type PaymentMethod, PaymentMethodField } from '@/components/checkout/payment-method-field';
import { useBuyNowAmounts } from '@/components/checkout/use-buy-now-amounts';
import { usePlaceOrder } from '@/components/checkout/use-place-order';
import { buttonClassName } from '@/components/ui/button-styles';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatRs, type Money } from '@/lib/money';
import { clampQuantity, maxQuantity } from './quantity';

type BuyNowDialogProps = {
  open: boolean;
  onClose: () => void;
  product: { id: string; name: string; price: Money; stock: number };
  /** The quantity chosen on the page when Buy Now was pressed. */
  initialQuantity: number;
};

const stepButtonClassName =
  'inline-flex size-10 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Buy Now for a signed-in shopper: this one product, its quantity, a delivery address and the payment method,
 * with the item total and the buy-now delivery fee. 'Place order' creates a `buy_now` order (the server prices
 * it) and moves on like checkout: cash on delivery to /ordersuccess, a card to /payment.
 */
export function BuyNowDialog({ open, onClose, product, initialQuantity }: BuyNowDialogProps) {
  const t = useTranslations('product.buyNow');
  const order = usePlaceOrder(`/product/${product.id}`);
  return (
    <ModalDialog open={open} title={t('title')} onClose={onClose} busy={order.placing}>
      {/* Mounted only while open: each opening starts from the page's quantity and reads the addresses again. */}
      <BuyNowForm product={product} initialQuantity={initialQuantity} order={order} />
    </ModalDialog>
  );
}

type BuyNowFormProps = Omit<BuyNowDialogProps, 'open' | 'onClose'> & { order: ReturnType<typeof usePlaceOrder> };

function BuyNowForm({ product, initialQuantity, order: { placing, place } }: BuyNowFormProps) {
  const t = useTranslations('product.buyNow');
  const locale = useLocale();
  const id = useId();
  const [quantity, setQuantity] = useState(() => clampQuantity(initialQuantity, product.stock));
  const [addressId, setAddressId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const max = maxQuantity(product.stock);
  const amounts = useBuyNowAmounts(product.id, quantity);

  async function placeOrder() {
    if (!addressId) {
      toast.error(t('addAddress'));
      return;
    }
    await place({
      mode: 'buy_now',
      paymentMethod,
      delivery_address: addressId,
      product_details: [{ productId: product.id, quantity }],
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-gray-900">{product.name}</p>
          <p className="text-sm text-gray-700">{t('each', { price: formatRs(product.price, locale) })}</p>
        </div>
        <div className="flex items-center gap-3">
          <span id={`${id}-quantity-label`} className="text-sm font-medium text-gray-900">
            {t('quantity')}
          </span>
          <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-300 bg-white">
            <button
              type="button"
              aria-label={t('decrease')}
              disabled={placing || quantity <= 1}
              onClick={() => setQuantity(clampQuantity(quantity - 1, product.stock))}
              className={stepButtonClassName}
            >
              <MinusIcon aria-hidden className="size-4" />
            </button>
            <output
              aria-labelledby={`${id}-quantity-label`}
              aria-live="polite"
              className="w-12 border-x border-gray-300 text-center leading-10 tabular-nums"
            >
              {quantity}
            </output>
            <button
              type="button"
              aria-label={t('increase')}
              disabled={placing || quantity >= max}
              onClick={() => setQuantity(clampQuantity(quantity + 1, product.stock))}
              className={stepButtonClassName}
            >
              <PlusIcon aria-hidden className="size-4" />
            </button>
          </div>
        </div>
      </div>

      <AddressPicker value={addressId} onChange={setAddressId} headingLevel={3} />

      <PaymentMethodField value={paymentMethod} onChange={setPaymentMethod} disabled={placing} />

      <section aria-labelledby={`${id}-summary`} className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
        <h3 id={`${id}-summary`} className="text-base font-semibold text-gray-900">
          {t('summary')}
        </h3>
        {amounts ? (
          <OrderSummary amounts={amounts} subtotalLabel={t('itemTotal')} />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {amounts === undefined ? t('calculating') : t('notCalculated')}
          </p>
        )}
      </section>

      {/* Kept in view at the bottom of the panel while its content scrolls. */}
      <div className="sticky bottom-0 -mx-5 -mb-5 flex items-center justify-between gap-4 border-t border-gray-200 bg-white px-5 py-4 sm:-mx-6 sm:px-6">
        <p className="text-sm text-gray-700">
          {t('total')}{' '}
          <span className="block text-base font-semibold whitespace-nowrap text-gray-900">{amounts ? formatRs(amounts.total, locale) : '…'}</span>
        </p>
        <button type="button" onClick={() => void placeOrder()} disabled={placing} className={`${buttonClassName()} py-3`}>
          {placing ? <LoaderCircleIcon aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
          {placing ? t('placing') : t('place')}
        </button>
      </div>
    </div>
  );
}
