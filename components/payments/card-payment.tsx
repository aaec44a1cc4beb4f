'use client';

import { ClipboardList, RotateCw, ShoppingBag } from 'lucide-react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import type { PlacedOrder } from '@/components/checkout/placed-order';
import { usePlacedOrder } from '@/components/checkout/placed-order-state';
import { apiFetch } from '@/lib/http/api-client';
import { formatRs, toRupees } from '@/lib/money';
import type { Payer } from './card-form';
import { type PaidOrder, PaymentSuccess } from './payment-success';
import type { PaymentOutcome } from './payment-outcome';
import { pollReceiptUrl } from './receipt-polling';
import { TestCardForm } from './test-card-form';
import { usePaymentIntent } from './use-payment-intent';

// Stripe Elements (and Stripe.js with it) load only when Stripe is the active gateway.
const StripeCardForm = lazyClient(() => import('./stripe-card-form').then((module) => module.default), { loading: CardFormLoading });

function CardFormLoading() {
  const t = useTranslations('payments');
  return (
    <p role="status" className="text-sm text-gray-700">
      {t('loadingForm')}
    </p>
  );
}

type CardPaymentProps = {
  /** Stripe's publishable key when Stripe is active; null for the built-in test gateway. */
  publishableKey: string | null;
  payer: Payer;
};

/** The payment screen's body: the order handed over by checkout (or an order's 'Pay now'), paid by card. */
export function CardPayment({ publishableKey, payer }: CardPaymentProps) {
  const t = useTranslations('payments');
  const order = usePlacedOrder();
  if (order === undefined) {
    return (
      <p role="status" className="mt-6 text-gray-700">
        {t('loading')}
      </p>
    );
  }
  if (order === null) return <MissingOrder />;
  return <OrderPayment order={order} publishableKey={publishableKey} payer={payer} />;
}

function MissingOrder() {
  const t = useTranslations('payments.missing');
  return (
    <div className="mt-6 rounded-lg border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-gray-900">{t('heading')}</p>
      <p className="mt-2 text-gray-700">{t('text')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/checkout" className={buttonClassName()}>
          <ShoppingBag aria-hidden className="size-4" />
          {t('goToCheckout')}
        </Link>
        <Link href="/orders" className={buttonClassName('secondary')}>
          <ClipboardList aria-hidden className="size-4" />
          {t('myOrders')}
        </Link>
      </div>
    </div>
  );
}

type OrderPaymentProps = CardPaymentProps & { order: PlacedOrder };

function OrderPayment({ order, publishableKey, payer }: OrderPaymentProps) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const { intent, retry } = usePaymentIntent({ orderId: order.id, amount: toRupees(order.total), email: payer.email });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  // Receipt polling stops when the shopper leaves the page.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ready = intent.state === 'ready' ? intent : null;

  async function confirm(run: () => Promise<PaymentOutcome>) {
    if (!ready) return;
    setSubmitting(true);
    setError(null);
    const outcome = await run().catch((caught: unknown): PaymentOutcome => {
      console.error('Card confirmation failed', caught);
      return { status: 'failed', message: t('outcome.unexpected') };
    });
    if (outcome.status === 'failed') {
      setError(outcome.message);
      setSubmitting(false);
      return;
    }
    // The shopper's report after a card payment; the server accepts it only once the gateway confirms the payment.
    const paymentId = ready.paymentIntentId;
    const update = await apiFetch(`/api/order/update/${encodeURIComponent(order.id)}`, {
      method: 'PUT',
      json: { delivery_status: 'pending', payment_status: 'completed', payment_id: paymentId },
    });
    if (!update.ok) console.error('The paid order could not be updated yet', update.status, update.message);
    const paidOrder = { ...order, paymentMethod: 'card', paymentStatus: 'completed' } as const;
    setPaid({ order: paidOrder, receiptUrl: undefined });
    const receiptUrl = await pollReceiptUrl(paymentId, { isActive: () => mounted.current });
    if (mounted.current) setPaid({ order: paidOrder, receiptUrl });
  }

  return (
    <div className="mt-6 space-y-6">
      <dl className="space-y-2 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm">
        <Fact term={t('orderId')}>
          <span className="font-mono font-semibold break-all">{order.number}</span>
        </Fact>
        <Fact term={t('total')}>
          <span className="font-semibold tabular-nums">{formatRs(order.total, locale)}</span>
        </Fact>
        {ready ? (
          <Fact term={t('paymentId')}>
            <span className="font-mono break-all">{ready.paymentIntentId}</span>
          </Fact>
        ) : null}
      </dl>

      {paid ? (
        <PaymentSuccess paid={paid} />
      ) : (
        <>
          {intent.state === 'ready' ? null : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 p-4">
              {intent.state === 'failed' ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {intent.message ?? t(intent.answered ? 'intentFailed' : 'intentError')}
                </p>
              ) : (
                <p role="status" className="text-sm text-gray-700">
                  {t('initializing')}
                </p>
              )}
              <button type="button" onClick={retry} className={buttonClassName('secondary')}>
                <RotateCw aria-hidden className="size-4" />
                {t('retry')}
              </button>
            </div>
          )}
          {publishableKey ? (
            <StripeCardForm
              publishableKey={publishableKey}
              intent={ready}
              payer={payer}
              total={order.total}
              submitting={submitting}
              onConfirm={confirm}
            />
          ) : (
            <TestCardForm intent={ready} payer={payer} total={order.total} submitting={submitting} onConfirm={confirm} />
          )}
          {/* Always present, so the card error is announced when it appears. */}
          <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
            {error}
          </p>
        </>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-gray-700">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
