'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { type CardFormProps, PayButton } from './card-form';
import { outcomeText } from './outcome-text';
import { stripeOutcome } from './payment-outcome';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js from js.stripe.com, once per key. Imported only here, and this module is loaded only when Stripe
 * is active, so the test gateway's page never contacts Stripe. A script that fails to load leaves the Pay
 * button disabled.
 */
function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .catch((error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        return null;
      });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe Elements' card field (postal code hidden), confirmed in the browser with the payer's details. */
export default function StripeCardForm({ publishableKey, ...form }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={loadStripeJs(publishableKey)}>
      <StripeCardFields {...form} />
    </Elements>
  );
}

// Stripe draws the field in its own frame: the shop's text colours and size, passed in its own style object.
const CARD_STYLE = {
  base: { fontSize: '16px', color: '#111827', '::placeholder': { color: '#6b7280' } },
  invalid: { color: '#b91c1c' },
};

function StripeCardFields({ intent, payer, total, submitting, onConfirm }: CardFormProps) {
  const t = useTranslations('payments.card');
  const tOutcome = useTranslations('payments.outcome');
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !intent || submitting) return;
    onConfirm(async () =>
      stripeOutcome(
        await stripe.confirmCardPayment(intent.clientSecret, {
          payment_method: { card, billing_details: { email: payer.email, name: payer.name || 'Customer' } },
        }),
        outcomeText(tOutcome),
      ),
    );
  }

  return (
    <form onSubmit={submit} aria-label={t('formLabel')} className="space-y-5">
      <div role="group" aria-labelledby={labelId} className="space-y-1.5">
        <p id={labelId} className="block text-sm font-medium text-gray-900">
          {t('details')}
        </p>
        <CardElement
          options={{ hidePostalCode: true, style: CARD_STYLE }}
          className="rounded-md border border-gray-300 bg-white px-3 py-3 [&.StripeElement--focus]:ring-2 [&.StripeElement--focus]:ring-brand-700 [&.StripeElement--invalid]:border-red-600"
        />
      </div>
      <PayButton total={total} submitting={submitting} ready={!!stripe && !!elements && intent !== null} />
    </form>
  );
}
